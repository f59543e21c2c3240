import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatMoney } from '@domain/money';
import { soloDigitos } from '@domain/recargas';
import type { NumeroBuscado } from '../api/operador-del-numero';
import type { DistribuidorOpcion } from '../api/use-distribuidores-propios';
import type { Borrador } from '../api/use-venta';

interface Props {
  borrador: Borrador;
  errores: Partial<Record<'numero' | 'confirmar', string>>;
  distribuidores: { opciones: DistribuidorOpcion[]; error: string | null };
  /** The number's lookup (operador-del-numero.ts), once its 10 digits are in. */
  busqueda: { buscado: NumeroBuscado | null; buscando: boolean; error: string | null };
  /** A number the shop sold to before, or a favourite: taken from one entry. */
  conocido: string | null;
  /** The shop's favourites and frequent numbers: shown until a number is typed. */
  frecuentes: ReactNode;
  onChange: (cambio: Partial<Borrador>) => void;
}

const NUMERO_INPUT = { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } as const;

/** What the screen says of the number's carrier while and after it is looked up. */
function Compania({ busqueda }: Pick<Props, 'busqueda'>) {
  const { buscado, buscando, error } = busqueda;
  if (buscando) return <Typography color="text.secondary">Buscando la compañía de este número…</Typography>;
  if (error)
    return <Alert severity="info">No se pudo buscar la compañía ({error}). Elíjala en el paso siguiente.</Alert>;
  if (!buscado) return null;
  if (buscado.aviso) return <Alert severity="info">{buscado.aviso}</Alert>;
  if (!buscado.operador) {
    return (
      <Typography color="text.secondary">
        No tenemos la compañía de este número: elíjala en el paso siguiente.
      </Typography>
    );
  }
  const origen =
    buscado.fuente === 'propia'
      ? `su última recarga a este número fue ${buscado.operador} de ${formatMoney(buscado.ultima?.monto ?? 0)}`
      : 'es la compañía con la que se recargó este número la última vez';
  return (
    <Alert severity="success" icon={false}>
      Compañía: <strong>{buscado.operador}</strong> ({origen}). Puede cambiarla en el paso siguiente.
    </Alert>
  );
}

/**
 * Step Número: the number, typed twice when it is new (a top-up to a mistyped number cannot be taken
 * back), once when the shop sold to it before or saved it; its carrier as found; the optional seller.
 * Before anything is typed, the shop's favourites and frequent numbers: one tap to Confirmar.
 */
export function PasoNumero({ borrador, errores, distribuidores, busqueda, conocido, frecuentes, onChange }: Props) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <TextField
        label="Número a recargar"
        value={borrador.numero}
        onChange={(event) => onChange({ numero: soloDigitos(event.target.value) })}
        error={Boolean(errores.numero)}
        helperText={errores.numero ?? (conocido ? `Número conocido: ${conocido}` : '10 dígitos')}
        required
        slotProps={{ htmlInput: NUMERO_INPUT }}
      />
      {!borrador.numero && frecuentes}
      {borrador.numero && !conocido && (
        <TextField
          label="Confirme el número"
          value={borrador.confirmar}
          onChange={(event) => onChange({ confirmar: soloDigitos(event.target.value) })}
          error={Boolean(errores.confirmar)}
          helperText={errores.confirmar ?? 'Escríbalo otra vez: un número nuevo se escribe dos veces'}
          required
          slotProps={{ htmlInput: NUMERO_INPUT }}
        />
      )}
      <Compania busqueda={busqueda} />
      {borrador.numero && (
        <TextField
          select
          label="Distribuidor (opcional)"
          value={borrador.distribuidorId}
          onChange={(event) => onChange({ distribuidorId: event.target.value })}
          error={Boolean(distribuidores.error)}
          helperText={distribuidores.error ?? 'Quién hizo la venta, si fue uno de sus distribuidores'}
        >
          <MenuItem value="">Sin distribuidor</MenuItem>
          {distribuidores.opciones.map((opcion) => (
            <MenuItem key={opcion.id} value={opcion.id}>
              {opcion.nombre}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
