import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  compraClienteSchema,
  compraFormSchema,
  compraProveedorSchema,
  METODO_PAGO_LABELS,
  METODOS_PAGO,
  PAGO_CON_REFERENCIA,
  type CompraForm,
  type CompraFormInput,
  type CompraRespuesta,
  type OrigenCompra,
} from '@domain/compras';
import { formatMoney, pesosToCentavos } from '@domain/money';
import type { DialogoDeEnvioProps } from '@/components/dialogo-props';
import { FormDialog } from '@/components/FormDialog';
import { FormSelect } from '@/components/form/FormSelect';
import { FormText } from '@/components/form/FormText';
import { useFormulario } from '@/components/form/use-formulario';
import { ApiError } from '@/lib/api/api-client';
import { claveDeIntento } from '@/lib/api/clave-de-intento';
import { ErrorDeCampo } from '@/lib/db-errors';
import { crearCompra } from '../api/compras-api';
import { useProveedoresActivos, useSimsActivos } from '../api/use-opciones-compra';
import { DatosDePago } from './DatosDePago';

interface Props extends DialogoDeEnvioProps<CompraRespuesta> {
  origen: OrigenCompra;
}

const filaVacia = { productoId: '', cantidad: '1', costo: '' };
/** Fields of the form a refusal of the sending schema may name: its message goes under them. */
const CAMPOS = new Set(['proveedorId', 'saldo', 'metodoPago', 'referencia', 'notas']);
const soloDigitos = (texto: string) => texto.replace(/\D/g, '');

/**
 * A client's purchase (SIMs and/or saldo) or the admin's supplier restock (SIMs at cost). Each
 * field shows its own error; the total is shown before sending; the server prices it again from
 * the catalogue, and refuses a client's compra whose total is no longer the one shown.
 */
export function NuevaCompraDialog({ origen, onClose, onDone }: Props) {
  const cliente = origen === 'cliente';
  const sims = useSimsActivos();
  const proveedores = useProveedoresActivos(!cliente);

  const enviar = async (f: CompraForm) => {
    // The reference goes with a bank payment only: a field hidden by another method sends nothing.
    const referencia = PAGO_CON_REFERENCIA.includes(f.metodoPago) ? f.referencia : '';
    const pago = { metodoPago: f.metodoPago, referencia, notas: f.notas };
    // The same compra sent again before an answer said it was written (a lost answer, the dialog
    // closed and reopened) keeps its key: the server answers the first instead of writing a second.
    const intento = claveDeIntento('compra', {
      origen,
      proveedorId: cliente ? undefined : f.proveedorId,
      partidas: f.partidas,
      saldo: f.saldo,
      metodoPago: f.metodoPago,
      referencia: referencia.trim(),
    });
    const parsed = cliente
      ? compraClienteSchema.safeParse({
          origen,
          id: intento.clave,
          partidas: f.partidas,
          saldo: f.saldo,
          total,
          ...pago,
        })
      : compraProveedorSchema.safeParse({
          origen,
          id: intento.clave,
          proveedorId: f.proveedorId,
          partidas: f.partidas,
          ...pago,
        });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const campo = String(issue.path[0] ?? '');
      throw CAMPOS.has(campo) ? new ErrorDeCampo(campo, issue.message) : new Error(issue.message);
    }
    try {
      const respuesta = await crearCompra(parsed.data);
      intento.hecha();
      onDone(respuesta);
    } catch (caught) {
      // A price changed while the form stood open: nothing was written; the prices are read again.
      if (caught instanceof ApiError && caught.status === 409) sims.reload();
      throw caught;
    }
  };

  const { control, dialogo } = useFormulario<CompraFormInput, CompraForm>({
    resolver: zodResolver(compraFormSchema),
    defaultValues: {
      origen,
      proveedorId: '',
      partidas: cliente ? [] : [filaVacia],
      saldo: '',
      metodoPago: 'transferencia',
      referencia: '',
      notas: '',
    },
    guardar: enviar,
  });
  const filas = useFieldArray({ control, name: 'partidas' });
  const [partidas, saldo, metodoPago] = useWatch({ control, name: ['partidas', 'saldo', 'metodoPago'] });

  const precio = (f: { productoId: string; costo: string }) =>
    cliente ? (sims.opciones.find((o) => o.id === f.productoId)?.precio ?? 0) : (pesosToCentavos(f.costo) ?? 0);
  const saldoCentavos = cliente ? (pesosToCentavos(saldo) ?? 0) : 0;
  const total = partidas.reduce((sum, f) => sum + (Number(f.cantidad) || 0) * precio(f), 0) + saldoCentavos;
  const opcionesChip = sims.opciones.map((o) => ({
    value: o.id,
    label: `${o.nombre}${cliente ? ` · ${formatMoney(o.precio)}` : ''}`,
  }));
  const conReferencia = PAGO_CON_REFERENCIA.includes(metodoPago);

  return (
    <FormDialog
      title={cliente ? 'Nueva compra' : 'Nuevo reabasto'}
      onClose={onClose}
      {...dialogo}
      submitText={cliente ? 'Enviar compra' : 'Registrar reabasto'}
      error={dialogo.error ?? sims.error ?? proveedores.error}
      loading={sims.loading || proveedores.loading}
    >
      {!cliente && (
        <FormSelect
          control={control}
          name="proveedorId"
          label="Proveedor"
          options={proveedores.opciones.map((p) => ({ value: p.id, label: p.nombre }))}
          required
        />
      )}
      {filas.fields.map((fila, i) => (
        <Stack
          key={fila.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <FormSelect
            control={control}
            name={`partidas.${i}.productoId`}
            label={`Chip ${i + 1}`}
            options={opcionesChip}
            sx={{ flex: 2 }}
          />
          <FormText
            control={control}
            name={`partidas.${i}.cantidad`}
            label="Cantidad"
            conservar={soloDigitos}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ flex: 1 }}
          />
          {!cliente && (
            <FormText
              control={control}
              name={`partidas.${i}.costo`}
              label="Costo unitario"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ flex: 1 }}
            />
          )}
          <IconButton aria-label={`Quitar chip ${i + 1}`} onClick={() => filas.remove(i)} sx={{ mt: { sm: 1 } }}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => filas.append(filaVacia)} sx={{ alignSelf: 'flex-start' }}>
        Agregar chips
      </Button>
      {cliente && (
        <FormText
          control={control}
          name="saldo"
          label="Saldo para recargas (pesos)"
          helperText="Opcional: el saldo se acredita a su valor, por ejemplo 1000"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
      <FormSelect
        control={control}
        name="metodoPago"
        label="Método de pago"
        options={METODOS_PAGO.filter((m) => cliente || m !== 'saldo').map((m) => ({
          value: m,
          label: METODO_PAGO_LABELS[m],
        }))}
      />
      {cliente && conReferencia && <DatosDePago />}
      {conReferencia && <FormText control={control} name="referencia" label="Referencia del pago" required />}
      <FormText control={control} name="notas" label="Notas" multiline />
      <Typography variant="h6" component="p" data-testid="total-compra">
        Total: {formatMoney(total)}
      </Typography>
    </FormDialog>
  );
}
