import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatPorcentaje } from '../../../../domain/comisiones';
import { formatMoney } from '../../../../domain/money';
import type { OpcionRecarga } from '../api/use-catalogo-recargas';

function Opcion({
  selected,
  label,
  onClick,
  children,
}: {
  selected: boolean;
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Grid size={{ xs: 6, sm: 4, md: 3 }}>
      <Card
        variant="outlined"
        sx={{ height: '100%', borderColor: selected ? 'primary.main' : undefined, borderWidth: 2 }}
      >
        <CardActionArea onClick={onClick} aria-label={label} aria-pressed={selected} sx={{ height: '100%' }}>
          <CardContent>{children}</CardContent>
        </CardActionArea>
      </Card>
    </Grid>
  );
}

/** Step 1: the carriers that have active top-up products. */
export function PasoCompania({
  operadores,
  value,
  onSelect,
}: {
  operadores: string[];
  value: string;
  onSelect: (operador: string) => void;
}) {
  if (!operadores.length) {
    return <Typography>No hay recargas disponibles por ahora. Consulte al administrador.</Typography>;
  }
  return (
    <Grid container spacing={2}>
      {operadores.map((operador) => (
        <Opcion key={operador} selected={operador === value} label={operador} onClick={() => onSelect(operador)}>
          <Typography variant="h6" component="p" sx={{ textAlign: 'center' }}>
            {operador}
          </Typography>
        </Opcion>
      ))}
    </Grid>
  );
}

/** Step 2: the carrier's amounts, with what the person receives and what the client pays. */
export function PasoMonto({
  opciones,
  value,
  onSelect,
}: {
  opciones: OpcionRecarga[];
  value: string;
  onSelect: (opcion: OpcionRecarga) => void;
}) {
  return (
    <Grid container spacing={2}>
      {opciones.map((opcion) => (
        <Opcion
          key={opcion.productoId}
          selected={opcion.productoId === value}
          label={`Recarga de ${formatMoney(opcion.monto)}, usted paga ${formatMoney(opcion.precio)}`}
          onClick={() => onSelect(opcion)}
        >
          <Typography variant="h5" component="p">
            {formatMoney(opcion.monto)}
          </Typography>
          <Typography>Usted paga {formatMoney(opcion.precio)}</Typography>
          <Typography variant="body2" color="text.secondary">
            Comisión {formatPorcentaje(opcion.porcentaje)}: {formatMoney(opcion.comision)}
          </Typography>
          {opcion.vigenciaDias && (
            <Typography variant="body2" color="text.secondary">
              Vigencia {opcion.vigenciaDias} días
            </Typography>
          )}
        </Opcion>
      ))}
    </Grid>
  );
}
