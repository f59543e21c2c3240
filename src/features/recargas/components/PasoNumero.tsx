import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatFecha } from '../../../../domain/fechas';
import { soloDigitos } from '../../../../domain/recargas';
import type { RecargaPrevia } from '../api/numero-previo';
import type { DistribuidorOpcion } from '../api/use-distribuidores-propios';
import type { Borrador } from '../api/use-venta';

interface Props {
  borrador: Borrador;
  errores: Partial<Record<'numero' | 'confirmar', string>>;
  distribuidores: { opciones: DistribuidorOpcion[]; error: string | null };
  previa: RecargaPrevia | null;
  onChange: (cambio: Partial<Borrador>) => void;
  onCambiarOperador: (operador: string) => void;
}

/** The number twice: typed, then typed again to catch a slip. Only digits are kept, at most 10. */
const CAMPOS_NUMERO = [
  { campo: 'numero', label: 'Número a recargar', ayuda: '10 dígitos' },
  { campo: 'confirmar', label: 'Confirme el número', ayuda: 'Escríbalo otra vez' },
] as const;
const NUMERO_INPUT = { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } as const;

/** Step 3: the number twice, the optional seller, and a warning if the number used another carrier. */
export function PasoNumero({ borrador, errores, distribuidores, previa, onChange, onCambiarOperador }: Props) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      {CAMPOS_NUMERO.map(({ campo, label, ayuda }) => (
        <TextField
          key={campo}
          label={label}
          value={borrador[campo]}
          onChange={(event) => {
            const digitos = soloDigitos(event.target.value);
            onChange(campo === 'numero' ? { numero: digitos } : { confirmar: digitos });
          }}
          error={Boolean(errores[campo])}
          helperText={errores[campo] ?? ayuda}
          required
          slotProps={{ htmlInput: NUMERO_INPUT }}
        />
      ))}
      {previa && previa.operador !== borrador.operador && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => onCambiarOperador(previa.operador)}>
              Cambiar a {previa.operador}
            </Button>
          }
        >
          Este número se recargó con {previa.operador} el {formatFecha(previa.fecha)}. Si cambió de compañía, continúe
          con {borrador.operador}.
        </Alert>
      )}
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
    </Stack>
  );
}
