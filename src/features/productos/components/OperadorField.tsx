import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { operadorSchema } from '@domain/campos';
import type { Producto, ProductoInput } from '@domain/catalogo';
import { FormSelect } from '@/components/form/FormSelect';
import { useCampoValidado } from '@/components/form/use-campo-texto';
import { useNotify } from '@/components/notify';
import { dbErrorMessage } from '@/lib/db-errors';
import { useOperadores } from '@/lib/lecturas/use-operadores';
import { agregarOperador } from '../api/agregar-operador';

/** The carrier, chosen from the list, which the admin can extend right here. */
export function OperadorField({ control }: { control: Control<ProductoInput, unknown, Producto> }) {
  const notify = useNotify();
  const { lista, error: listaError, reload } = useOperadores();
  const [agregando, setAgregando] = useState(false);
  // The same bound as the rules and the commissions: 1 to 40 characters.
  const nuevo = useCampoValidado(operadorSchema);

  const abrir = () => {
    nuevo.cambiar('');
    setAgregando(true);
  };
  const add = async () => {
    const nombre = nuevo.validar();
    if (nombre === undefined) return;
    try {
      await agregarOperador(nombre);
      notify(`Operador ${nombre} agregado`);
      setAgregando(false);
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
      {agregando ? (
        <Stack direction="row" spacing={1}>
          <TextField size="small" label="Nuevo operador" {...nuevo.campo} helperText={nuevo.error} />
          <Button onClick={add} disabled={!nuevo.valor.trim()}>
            Agregar
          </Button>
          <Button onClick={() => setAgregando(false)}>Cancelar</Button>
        </Stack>
      ) : (
        <Button size="small" onClick={abrir} sx={{ alignSelf: 'flex-start' }}>
          Agregar operador
        </Button>
      )}
    </Stack>
  );
}
