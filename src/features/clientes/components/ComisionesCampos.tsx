import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import type { ClienteFormValues, NuevoClienteInput } from '@domain/clientes';
import { COMISION_MAX } from '@domain/comisiones';
import { FormText } from '@/components/form/FormText';

/** The default commission and, per carrier, an optional one that overrides it. */
export function ComisionesCampos({ control }: { control: Control<NuevoClienteInput, unknown, ClienteFormValues> }) {
  const predeterminada = useWatch({ control, name: 'comisiones.predeterminada' });
  const { fields } = useFieldArray({ control, name: 'comisiones.operadores' });
  return (
    <>
      <div>
        <Typography variant="subtitle1" component="h3">
          Comisiones (%)
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Lo que el cliente se queda de cada recarga, de 0 a {COMISION_MAX} %. Un operador en blanco usa la
          predeterminada.
        </Typography>
      </div>
      <FormText
        control={control}
        name="comisiones.predeterminada"
        label="Comisión predeterminada (%)"
        inputMode="decimal"
      />
      <Grid container spacing={2}>
        {fields.map((field, index) => (
          <Grid key={field.id} size={{ xs: 6, sm: 4 }}>
            <FormText
              control={control}
              name={`comisiones.operadores.${index}.comision`}
              label={`${field.operador} (%)`}
              inputMode="decimal"
              placeholder={predeterminada?.trim() || '0'}
              size="small"
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
