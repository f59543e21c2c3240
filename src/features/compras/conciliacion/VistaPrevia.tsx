import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { CATEGORIA_LABELS, CATEGORIAS, type Categoria } from '@domain/conciliacion';
import { formatDia } from '@domain/fechas';
import { formatMoney } from '@domain/money';
import type { Previa } from './importar';

const MAX_FILAS = 200;

/** Each category with its count; the lines of the one chosen (matched ones first). */
export function VistaPrevia({ previa }: { previa: Previa }) {
  const [categoria, setCategoria] = useState<Categoria>('compra');
  const cuenta = (c: Categoria) => previa.resultados.filter((r) => r.categoria === c).length;
  const porFila = new Map(previa.lineas.map((l) => [l.fila, l]));
  const visibles = previa.resultados.filter((r) => r.categoria === categoria);
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Categorías">
        {CATEGORIAS.map((c) => (
          <Chip
            key={c}
            label={`${CATEGORIA_LABELS[c]}: ${cuenta(c)}`}
            color={categoria === c ? 'primary' : 'default'}
            onClick={() => setCategoria(c)}
            aria-pressed={categoria === c}
          />
        ))}
      </Stack>
      <Table size="small" aria-label={`Líneas: ${CATEGORIA_LABELS[categoria]}`}>
        <TableHead>
          <TableRow>
            <TableCell>Línea</TableCell>
            <TableCell>Fecha</TableCell>
            <TableCell>Concepto</TableCell>
            <TableCell align="right">Abono</TableCell>
            <TableCell>Qué hace</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visibles.slice(0, MAX_FILAS).map((r) => (
            <TableRow key={r.fila}>
              <TableCell>{r.fila}</TableCell>
              <TableCell>{formatDia(porFila.get(r.fila)?.fecha ?? '')}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{porFila.get(r.fila)?.concepto}</TableCell>
              <TableCell align="right">{formatMoney(r.abono)}</TableCell>
              <TableCell>{r.motivo}</TableCell>
            </TableRow>
          ))}
          {!visibles.length && (
            <TableRow>
              <TableCell colSpan={5}>Ninguna línea.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {visibles.length > MAX_FILAS && `… y ${visibles.length - MAX_FILAS} líneas más.`}
    </Stack>
  );
}
