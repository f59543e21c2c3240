import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CON_FALLAS, EXITO_MINIMO, VENTANA_SALUD_MIN } from '@domain/pasarelas-base';
import type { EstadoPasarelas, SaludVista } from '@/lib/pasarelas/estado';

const porcentaje = (exito: number | null) => (exito === null ? '—' : `${Math.round(exito * 100)} %`);
const segundos = (ms: number | null) => (ms === null ? '—' : `≤ ${(ms / 1000).toLocaleString('es-MX')} s`);

function Fila({ nombre, s, sub }: { nombre: string; s: SaludVista; sub?: boolean }) {
  const falla = s.exito !== null && s.exito < EXITO_MINIMO;
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={sub ? { pl: 4, color: 'text.secondary' } : { fontWeight: 600 }}>
        {nombre}
        {!sub && falla && (
          <Typography component="span" color="error" variant="body2">
            {` · ${CON_FALLAS}`}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">{porcentaje(s.exito)}</TableCell>
      <TableCell align="right">{segundos(s.p50)}</TableCell>
      <TableCell align="right">{segundos(s.p95)}</TableCell>
      <TableCell align="right">{s.pendientes}</TableCell>
      <TableCell align="right">{s.enviadas}</TableCell>
    </TableRow>
  );
}

/** Each carrier's last minutes of attempts, and each of its pasarelas': success, latency, pendientes. */
export function SaludCompanias({ estado }: { estado: EstadoPasarelas }) {
  const nombre = (id: string) => estado.pasarelas.find((p) => p.id === id)?.nombre ?? id;
  const operadores = Object.keys(estado.salud).sort((a, b) => a.localeCompare(b, 'es'));
  if (!operadores.length) {
    return (
      <Typography color="text.secondary">{`Sin recargas en los últimos ${VENTANA_SALUD_MIN} minutos.`}</Typography>
    );
  }
  return (
    <Table size="small" aria-label={`Salud de las compañías, últimos ${VENTANA_SALUD_MIN} minutos`}>
      <TableHead>
        <TableRow>
          <TableCell>Compañía y pasarela</TableCell>
          <TableCell align="right">Éxito</TableCell>
          <TableCell align="right">p50</TableCell>
          <TableCell align="right">p95</TableCell>
          <TableCell align="right">Pendientes</TableCell>
          <TableCell align="right">Intentos</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {operadores.flatMap((op) => [
          <Fila key={op} nombre={op} s={estado.salud[op]} />,
          ...Object.entries(estado.salud[op].pasarelas).map(([p, s]) => (
            <Fila key={`${op}-${p}`} nombre={nombre(p)} s={s} sub />
          )),
        ])}
      </TableBody>
    </Table>
  );
}
