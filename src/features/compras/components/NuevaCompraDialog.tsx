import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  compraClienteSchema,
  compraProveedorSchema,
  METODO_PAGO_LABELS,
  METODOS_PAGO,
  PAGO_CON_REFERENCIA,
  type CompraRespuesta,
  type MetodoPago,
  type OrigenCompra,
} from '../../../../domain/compras';
import { formatMoney, pesosToCentavos } from '../../../../domain/money';
import type { DialogoDeEnvioProps } from '../../../components/dialogo-props';
import { FormDialog } from '../../../components/FormDialog';
import { useCampoTexto } from '../../../components/form/use-campo-texto';
import { useEnviar } from '../../../components/form/use-enviar';
import { ApiError } from '../../../lib/api-client';
import { claveDeIntento, nuevaClave } from '../../../lib/clave';
import { crearCompra } from '../api/compras-api';
import { useProveedoresActivos, useSimsActivos } from '../api/use-opciones-compra';
import { DatosDePago } from './DatosDePago';

interface Fila {
  /** The row's own key, so removing one row keeps what was typed in the others. */
  fila: string;
  productoId: string;
  cantidad: string;
  costo: string;
}

const filaVacia = (): Fila => ({ fila: nuevaClave(), productoId: '', cantidad: '1', costo: '' });

interface Props extends DialogoDeEnvioProps<CompraRespuesta> {
  origen: OrigenCompra;
}

/**
 * A client's purchase (SIMs and/or saldo) or the admin's supplier restock (SIMs at cost). The
 * total is shown before sending; the server prices it again from the catalogue, and refuses a
 * client's compra whose total is no longer the one shown.
 */
export function NuevaCompraDialog({ origen, onClose, onDone }: Props) {
  const cliente = origen === 'cliente';
  const sims = useSimsActivos();
  const proveedores = useProveedoresActivos(!cliente);
  const [filas, setFilas] = useState<Fila[]>(() => (origen === 'proveedor' ? [filaVacia()] : []));
  const saldo = useCampoTexto();
  const proveedor = useCampoTexto();
  const [metodoPago, setMetodoPago] = useState<MetodoPago>('transferencia');
  const referencia = useCampoTexto();
  const notas = useCampoTexto();
  const { enviando, error, setError, enviar } = useEnviar(onDone, 'No se pudo registrar la compra.');

  const partidas = filas.map((f) => ({
    productoId: f.productoId,
    cantidad: Number(f.cantidad),
    ...(cliente ? {} : { costoUnitario: pesosToCentavos(f.costo) ?? NaN }),
  }));
  const saldoCentavos = saldo.valor.trim() ? (pesosToCentavos(saldo.valor) ?? NaN) : undefined;
  const precio = (f: Fila) =>
    cliente ? (sims.opciones.find((o) => o.id === f.productoId)?.precio ?? 0) : (pesosToCentavos(f.costo) ?? 0);
  const total =
    filas.reduce((sum, f) => sum + (Number(f.cantidad) || 0) * precio(f), 0) +
    (Number.isFinite(saldoCentavos) ? (saldoCentavos ?? 0) : 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The reference goes with a bank payment only: a field hidden by another method sends nothing.
    const referenciaPago = PAGO_CON_REFERENCIA.includes(metodoPago) ? referencia.valor : '';
    const pago = { metodoPago, referencia: referenciaPago, notas: notas.valor };
    // The same compra sent again before an answer said it was written (a lost answer, the dialog
    // closed and reopened) keeps its key: the server answers the first instead of writing a second.
    const intento = claveDeIntento('compra', {
      origen,
      proveedorId: cliente ? undefined : proveedor.valor,
      partidas,
      saldo: saldoCentavos,
      metodoPago,
      referencia: referenciaPago.trim(),
    });
    const parsed = cliente
      ? compraClienteSchema.safeParse({ origen, id: intento.clave, partidas, saldo: saldoCentavos, total, ...pago })
      : compraProveedorSchema.safeParse({ origen, id: intento.clave, proveedorId: proveedor.valor, partidas, ...pago });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    if (partidas.some((p) => !p.productoId)) return setError('Elija el producto de cada partida');
    void enviar(() =>
      crearCompra(parsed.data).then(
        (respuesta) => {
          intento.hecha();
          return respuesta;
        },
        (caught: unknown) => {
          // A price changed while the form stood open: nothing was written; the prices are read again.
          if (caught instanceof ApiError && caught.status === 409) sims.reload();
          throw caught;
        },
      ),
    );
  };
  const cambiar = (i: number, cambio: Partial<Fila>) =>
    setFilas(filas.map((f, j) => (j === i ? { ...f, ...cambio } : f)));

  return (
    <FormDialog
      title={cliente ? 'Nueva compra' : 'Nuevo reabasto'}
      onClose={onClose}
      onSubmit={submit}
      submitting={enviando}
      submitText={cliente ? 'Enviar compra' : 'Registrar reabasto'}
      error={error ?? sims.error ?? proveedores.error}
      loading={sims.loading || proveedores.loading}
    >
      {!cliente && (
        <TextField select label="Proveedor" {...proveedor.campo} required>
          {proveedores.opciones.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.nombre}
            </MenuItem>
          ))}
        </TextField>
      )}
      {filas.map((fila, i) => (
        <Stack
          key={fila.fila}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            select
            label={`Chip ${i + 1}`}
            value={fila.productoId}
            onChange={(e) => cambiar(i, { productoId: e.target.value })}
            sx={{ flex: 2 }}
          >
            {sims.opciones.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.nombre}
                {cliente ? ` · ${formatMoney(o.precio)}` : ''}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Cantidad"
            value={fila.cantidad}
            onChange={(e) => cambiar(i, { cantidad: e.target.value.replace(/\D/g, '') })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ flex: 1 }}
          />
          {!cliente && (
            <TextField
              label="Costo unitario"
              value={fila.costo}
              onChange={(e) => cambiar(i, { costo: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ flex: 1 }}
            />
          )}
          <IconButton aria-label={`Quitar chip ${i + 1}`} onClick={() => setFilas(filas.filter((_, j) => j !== i))}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => setFilas([...filas, filaVacia()])}
        sx={{ alignSelf: 'flex-start' }}
      >
        Agregar chips
      </Button>
      {cliente && (
        <TextField
          label="Saldo para recargas (pesos)"
          {...saldo.campo}
          helperText="Opcional: el saldo se acredita a su valor, por ejemplo 1000"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
      <TextField
        select
        label="Método de pago"
        value={metodoPago}
        onChange={(e) => setMetodoPago(e.target.value as MetodoPago)}
      >
        {METODOS_PAGO.filter((m) => cliente || m !== 'saldo').map((m) => (
          <MenuItem key={m} value={m}>
            {METODO_PAGO_LABELS[m]}
          </MenuItem>
        ))}
      </TextField>
      {cliente && PAGO_CON_REFERENCIA.includes(metodoPago) && <DatosDePago />}
      {PAGO_CON_REFERENCIA.includes(metodoPago) && (
        <TextField label="Referencia del pago" {...referencia.campo} required />
      )}
      <TextField label="Notas" {...notas.campo} multiline />
      <Typography variant="h6" component="p" data-testid="total-compra">
        Total: {formatMoney(total)}
      </Typography>
    </FormDialog>
  );
}
