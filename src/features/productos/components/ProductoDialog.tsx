import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { margen, productoSchema, TIPO_PRODUCTO_LABELS, type Producto, type ProductoInput } from '@domain/catalogo';
import { formatMoney, pesosToCentavos } from '@domain/money';
import { FormDialog } from '@/components/FormDialog';
import { optionsOf } from '@/components/filters';
import { FormSelect } from '@/components/form/FormSelect';
import { FormText } from '@/components/form/FormText';
import { useFormulario, valoresIniciales } from '@/components/form/use-formulario';
import type { Opcion } from '@/lib/lecturas/use-buscar-opciones';
import { guardarProducto } from '../api/guardar-producto';
import type { ProductoFila } from '../api/list-productos';
import { OperadorField } from './OperadorField';
import { ProveedorPicker } from './ProveedorPicker';

interface Props {
  producto: ProductoFila | null;
  proveedorNombre?: string;
  onClose: () => void;
  onSaved: (nombre: string) => void;
}

const pesos = (centavos: number | undefined) => (centavos === undefined ? '' : (centavos / 100).toFixed(2));

const VACIO: ProductoInput = {
  nombre: '',
  tipo: 'recarga',
  operador: '',
  proveedorId: '',
  sku: '',
  costo: '',
  precio: '',
  monto: '',
  vigenciaDias: '',
  datosMb: '',
  minutos: '',
  redesSociales: false,
};

const ETIQUETA_MONTO: Partial<Record<ProductoInput['tipo'], string>> = {
  recarga: 'Monto de tiempo aire (pesos)',
  paquete: 'Precio del paquete al público (pesos)',
};

/** Create and edit in one form; mounted per opening. SKU and tipo are fixed once created. */
export function ProductoDialog({ producto, proveedorNombre, onClose, onSaved }: Props) {
  const [perdida, setPerdida] = useState<Producto | null>(null);
  const [proveedor, setProveedor] = useState<Opcion | null>(
    producto ? { id: producto.proveedorId, nombre: proveedorNombre ?? producto.proveedorId } : null,
  );
  // A price under cost is saved only once the admin confirms it ("Guardar con pérdida").
  const aceptaPerdida = useRef(false);
  const { control, dialogo } = useFormulario<ProductoInput, Producto>({
    resolver: zodResolver(productoSchema),
    defaultValues: {
      ...valoresIniciales(VACIO, producto),
      costo: pesos(producto?.costo),
      precio: pesos(producto?.precio),
      monto: pesos(producto?.monto),
      vigenciaDias: producto?.vigenciaDias ? String(producto.vigenciaDias) : '',
      datosMb: producto?.datosMb ? String(producto.datosMb) : '',
      minutos: producto?.minutos ? String(producto.minutos) : '',
      redesSociales: producto?.redesSociales === true,
    },
    guardar: async (datos) => {
      const aceptada = aceptaPerdida.current;
      aceptaPerdida.current = false;
      if (datos.precio < datos.costo && !aceptada) return setPerdida(datos);
      await guardarProducto(datos, producto);
      onSaved(datos.nombre);
    },
  });
  const [tipo, costo, precio] = useWatch({ control, name: ['tipo', 'costo', 'precio'] });
  const costoC = pesosToCentavos(costo);
  const precioC = pesosToCentavos(precio);
  const margin = costoC !== null && precioC !== null ? margen(costoC, precioC) : null;

  return (
    <>
      <FormDialog title={producto ? 'Editar producto' : 'Nuevo producto'} onClose={onClose} {...dialogo}>
        <FormText control={control} name="nombre" label="Nombre" required />
        <FormSelect
          control={control}
          name="tipo"
          label="Tipo"
          options={optionsOf(TIPO_PRODUCTO_LABELS)}
          required
          disabled={Boolean(producto)}
        />
        <OperadorField control={control} />
        <Controller
          control={control}
          name="proveedorId"
          render={({ field, fieldState }) => (
            <ProveedorPicker
              value={proveedor}
              error={fieldState.error?.message}
              onChange={(option) => {
                setProveedor(option);
                field.onChange(option?.id ?? '');
              }}
            />
          )}
        />
        <FormText control={control} name="sku" label="SKU" required disabled={Boolean(producto)} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormText control={control} name="costo" label="Costo (pesos)" inputMode="decimal" required />
          <FormText control={control} name="precio" label="Precio (pesos)" inputMode="decimal" required />
        </Stack>
        {margin && (
          <Typography color={margin.centavos < 0 ? 'error' : 'text.secondary'} data-testid="margen-formulario">
            Margen: {formatMoney(margin.centavos)}
            {margin.porcentaje !== null && ` (${margin.porcentaje}%)`}
          </Typography>
        )}
        {ETIQUETA_MONTO[tipo] && (
          <FormText control={control} name="monto" label={ETIQUETA_MONTO[tipo]} inputMode="decimal" required />
        )}
        {tipo === 'paquete' && (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormText
                control={control}
                name="datosMb"
                label="Datos (MB)"
                inputMode="numeric"
                helperText="1 GB = 1000 MB"
              />
              <FormText control={control} name="minutos" label="Minutos" inputMode="numeric" />
            </Stack>
            <Controller
              control={control}
              name="redesSociales"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
                  }
                  label="Redes sociales incluidas"
                />
              )}
            />
          </>
        )}
        <FormText
          control={control}
          name="vigenciaDias"
          label={tipo === 'paquete' ? 'Vigencia en días' : 'Vigencia en días (opcional)'}
          inputMode="numeric"
          required={tipo === 'paquete'}
        />
        {producto && tipo === 'sim' && (
          <TextField label="Stock" value={producto.stock} disabled helperText="Solo las compras cambian el stock" />
        )}
      </FormDialog>
      <Dialog open={perdida !== null} onClose={() => setPerdida(null)}>
        <DialogTitle>Precio menor que el costo</DialogTitle>
        <DialogContent>
          {perdida && (
            <Typography>
              Con un precio de {formatMoney(perdida.precio)} y un costo de {formatMoney(perdida.costo)} cada venta
              pierde {formatMoney(perdida.costo - perdida.precio)}. ¿Guardar de todos modos?
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPerdida(null)}>Revisar precio</Button>
          <Button
            color="warning"
            variant="contained"
            onClick={() => {
              setPerdida(null);
              aceptaPerdida.current = true;
              void dialogo.onSubmit();
            }}
          >
            Guardar con pérdida
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
