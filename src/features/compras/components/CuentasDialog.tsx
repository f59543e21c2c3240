import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { cuentasBancariasSchema, MAX_CUENTAS, type CuentaBancaria } from '@domain/depositos';
import { FormDialog } from '@/components/FormDialog';
import { useEnviar } from '@/components/form/use-enviar';
import { useCarga } from '@/lib/carga/use-carga';
import { guardarCuentas, leerCuentas } from '../api/conciliacion-api';

interface Props {
  onClose: () => void;
  onDone: () => void;
}

type Fila = CuentaBancaria & { fila: number };

function Filas({ inicial, onClose, onDone }: Props & { inicial: CuentaBancaria[] }) {
  const [filas, setFilas] = useState<Fila[]>(() => inicial.map((c, fila) => ({ ...c, fila })));
  const { enviando, error, setError, enviar } = useEnviar(onDone, 'No se pudieron guardar las cuentas.');
  const cambiar = (fila: number, cambio: Partial<CuentaBancaria>) =>
    setFilas(filas.map((f) => (f.fila === fila ? { ...f, ...cambio } : f)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = cuentasBancariasSchema.safeParse({
      cuentas: filas.map(({ banco, clabe, titular }) => ({ banco, clabe, titular })),
    });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    void enviar(() => guardarCuentas(parsed.data.cuentas));
  };
  return (
    <FormDialog
      title="Cuentas bancarias del negocio"
      onClose={onClose}
      onSubmit={submit}
      submitting={enviando}
      error={error}
    >
      {filas.map((f, i) => (
        <Stack key={f.fila} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label={`Banco ${i + 1}`}
            value={f.banco}
            onChange={(e) => cambiar(f.fila, { banco: e.target.value })}
          />
          <TextField
            label={`CLABE ${i + 1}`}
            value={f.clabe}
            onChange={(e) => cambiar(f.fila, { clabe: e.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ flex: 2 }}
          />
          <TextField
            label={`Titular ${i + 1}`}
            value={f.titular}
            onChange={(e) => cambiar(f.fila, { titular: e.target.value })}
            sx={{ flex: 2 }}
          />
          <IconButton
            aria-label={`Quitar la cuenta ${i + 1}`}
            onClick={() => setFilas(filas.filter((x) => x.fila !== f.fila))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      {filas.length < MAX_CUENTAS && (
        <Button
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() =>
            setFilas([
              ...filas,
              { banco: '', clabe: '', titular: '', fila: Math.max(0, ...filas.map((f) => f.fila + 1)) },
            ])
          }
        >
          Agregar cuenta
        </Button>
      )}
    </FormDialog>
  );
}

/** The accounts clients pay into, shown on their Nueva compra; each CLABE checked by its control digit. */
export function CuentasDialog(props: Props) {
  const cuentas = useCarga('cuentas-bancarias', leerCuentas);
  if (!cuentas.data) {
    return (
      <FormDialog
        title="Cuentas bancarias del negocio"
        onClose={props.onClose}
        onSubmit={(e) => e.preventDefault()}
        submitting={false}
        loading={!cuentas.error}
        error={cuentas.error}
      >
        {null}
      </FormDialog>
    );
  }
  return <Filas {...props} inicial={cuentas.data} />;
}
