import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { operadorSchema } from '../../../../domain/campos';
import type { Producto, ProductoInput } from '../../../../domain/catalogo';
import { FormSelect } from '../../../components/form/FormSelect';
import { useNotify } from '../../../components/notify';
import { dbErrorMessage } from '../../../lib/db-errors';
import { useOperadores } from '../../../lib/use-operadores';
import { agregarOperador } from '../api/agregar-operador';

/** The carrier, chosen from the list, which the admin can extend right here. */
export function OperadorField({ control }: { control: Control<ProductoInput, unknown, Producto> }) {
  const notify = useNotify();
  const { lista, error: listaError, reload } = useOperadores();
  const [nuevo, setNuevo] = useState<string | null>(null);
  const [nuevoError, setNuevoError] = useState<string | null>(null);

  const add = async () => {
    // The same bound as the rules and the commissions: 1 to 40 characters.
    const parsed = operadorSchema.safeParse(nuevo ?? '');
    if (!parsed.success) {
      setNuevoError(parsed.error.issues[0].message);
      return;
    }
    const nombre = parsed.data;
    try {
      await agregarOperador(nombre);
      notify(`Operador ${nombre} agregado`);
      setNuevo(null);
      reload();
    } catch (error) {
      notify(dbErrorMessage(error), 'error');
    }
  };

  return (
    <Stack spacing={1}>
      <FormSelect
        control={control}
        name="operador"
        label="Operador"
        options={lista.map((operador) => ({ value: operador, label: operador }))}
        required
        helperText={listaError ?? undefined}
      />
      {nuevo === null ? (
        <Button size="small" onClick={() => setNuevo('')} sx={{ alignSelf: 'flex-start' }}>
          Agregar operador
        </Button>
      ) : (
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            label="Nuevo operador"
            value={nuevo}
            onChange={(event) => {
              setNuevo(event.target.value);
              setNuevoError(null);
            }}
            error={Boolean(nuevoError)}
            helperText={nuevoError ?? undefined}
          />
          <Button onClick={add} disabled={!nuevo.trim()}>
            Agregar
          </Button>
          <Button onClick={() => setNuevo(null)}>Cancelar</Button>
        </Stack>
      )}
    </Stack>
  );
}
