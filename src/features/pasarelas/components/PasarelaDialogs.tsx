import { zodResolver } from '@hookform/resolvers/zod';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { formatMoney } from '@domain/money';
import {
  fondeoFormSchema,
  pasarelaFormSchema,
  pausaFormSchema,
  RUTA_PREDETERMINADA,
  type FondeoFormInput,
  type PasarelaFormInput,
} from '@domain/pasarelas';
import { FormDialog } from '@/components/FormDialog';
import { FormText } from '@/components/form/FormText';
import { useEnviar } from '@/components/form/use-enviar';
import { useFormulario } from '@/components/form/use-formulario';
import { diaNegocio } from '@domain/fechas';
import { fondear, guardarPasarela, guardarRuta, pausar, type PasarelaFila } from '../api/pasarelas-api';

interface Cerrar {
  onClose: () => void;
  onDone: () => void;
}

/** Money sent to the pasarela's provider: added to our float with it once (its key). */
export function FondeoDialog({ pasarela, onClose, onDone }: Cerrar & { pasarela: PasarelaFila }) {
  const [clave] = useState(() => crypto.randomUUID());
  const { control, dialogo } = useFormulario<FondeoFormInput, z.output<typeof fondeoFormSchema>>({
    resolver: zodResolver(fondeoFormSchema),
    defaultValues: { monto: '', fecha: diaNegocio(new Date()), referencia: '' },
    guardar: async (datos) => {
      await fondear({ pasarela: pasarela.id, ...datos, idempotencyKey: clave });
      onDone();
    },
  });
  return (
    <FormDialog
      title={`Fondeo a ${pasarela.nombre}`}
      onClose={onClose}
      submitText="Registrar fondeo"
      {...dialogo}
      maxWidth="xs"
    >
      <Typography>Saldo con la pasarela: {formatMoney(pasarela.nuestro.saldo)}</Typography>
      <FormText control={control} name="monto" label="Monto (pesos)" inputMode="decimal" required />
      <FormText control={control} name="fecha" label="Fecha (aaaa-mm-dd)" required />
      <FormText control={control} name="referencia" label="Referencia de la transferencia" required />
    </FormDialog>
  );
}

const costosComoTexto = (costos: Record<string, number>) =>
  Object.entries(costos)
    .map(([sku, centavos]) => `${sku} ${(centavos / 100).toFixed(2)}`)
    .join('\n');

/** Its name, the float below which Inicio warns, and its own cost of the products where it differs. */
export function PasarelaDialog({ pasarela, onClose, onDone }: Cerrar & { pasarela: PasarelaFila }) {
  const { control, dialogo } = useFormulario<PasarelaFormInput, z.output<typeof pasarelaFormSchema>>({
    resolver: zodResolver(pasarelaFormSchema),
    defaultValues: {
      nombre: pasarela.nombre,
      umbralSaldo: (pasarela.umbralSaldo / 100).toFixed(2),
      costos: costosComoTexto(pasarela.costos),
    },
    guardar: async (datos) => {
      await guardarPasarela({
        id: pasarela.id,
        implementacion: pasarela.implementacion,
        activa: pasarela.activa,
        ...datos,
      });
      onDone();
    },
  });
  return (
    <FormDialog title={`Pasarela ${pasarela.nombre}`} onClose={onClose} {...dialogo} maxWidth="xs">
      <FormText control={control} name="nombre" label="Nombre" required />
      <FormText
        control={control}
        name="umbralSaldo"
        label="Avisar cuando su saldo baje de (pesos)"
        inputMode="decimal"
      />
      <FormText
        control={control}
        name="costos"
        label="Costos distintos del catálogo"
        helperText='Uno por línea: SKU y costo en pesos, por ejemplo "REC-TEL-100 93.50"'
        multiline
        minRows={3}
      />
    </FormDialog>
  );
}

/** A carrier paused with a reason (the stepper shows it, the server refuses its top-ups), or resumed. */
export function PausaDialog({ operador, pausada, onClose, onDone }: Cerrar & { operador: string; pausada: boolean }) {
  const { control, dialogo } = useFormulario<{ motivo: string }, z.output<typeof pausaFormSchema>>({
    resolver: zodResolver(pausaFormSchema),
    defaultValues: { motivo: '' },
    guardar: async ({ motivo }) => {
      await pausar(operador, !pausada, motivo);
      onDone();
    },
  });
  return (
    <FormDialog
      title={pausada ? `Reanudar ${operador}` : `Pausar ${operador}`}
      onClose={onClose}
      submitText={pausada ? 'Reanudar' : 'Pausar'}
      {...dialogo}
      maxWidth="xs"
    >
      <FormText control={control} name="motivo" label="Motivo" required multiline minRows={2} />
    </FormDialog>
  );
}

/** A carrier's pasarelas in order: the first available takes a top-up, the next only if it certainly delivered nothing. */
export function RutaDialog({
  operador,
  ruta,
  pasarelas,
  onClose,
  onDone,
}: Cerrar & { operador: string; ruta: string[]; pasarelas: PasarelaFila[] }) {
  const [orden, setOrden] = useState(() => [
    ...ruta.filter((id) => pasarelas.some((p) => p.id === id)),
    ...pasarelas.map((p) => p.id).filter((id) => !ruta.includes(id)),
  ]);
  const [elegidas, setElegidas] = useState(() => new Set(ruta));
  const { enviando, error, enviar } = useEnviar(onDone, 'No se pudo guardar la ruta.');
  const mover = (i: number, paso: -1 | 1) =>
    setOrden((actual) => {
      const nuevo = [...actual];
      [nuevo[i], nuevo[i + paso]] = [nuevo[i + paso], nuevo[i]];
      return nuevo;
    });
  const nombre = (id: string) => pasarelas.find((p) => p.id === id)?.nombre ?? id;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void enviar(() =>
      guardarRuta(
        operador,
        orden.filter((id) => elegidas.has(id)),
      ),
    );
  };
  const titulo = operador === RUTA_PREDETERMINADA ? 'las demás compañías' : operador;
  return (
    <FormDialog
      title={`Ruta de ${titulo}`}
      onClose={onClose}
      onSubmit={submit}
      submitting={enviando}
      error={error}
      maxWidth="xs"
    >
      <Typography variant="body2" color="text.secondary">
        Una recarga va a la primera pasarela marcada; solo si esa responde que no la entregó, a la siguiente.
      </Typography>
      {orden.map((id, i) => (
        <Stack key={id} direction="row" sx={{ alignItems: 'center' }}>
          <FormControlLabel
            sx={{ flexGrow: 1 }}
            control={
              <Checkbox
                checked={elegidas.has(id)}
                onChange={(event) =>
                  setElegidas((actual) => {
                    const nuevo = new Set(actual);
                    if (event.target.checked) nuevo.add(id);
                    else nuevo.delete(id);
                    return nuevo;
                  })
                }
              />
            }
            label={`${i + 1}. ${nombre(id)}`}
          />
          <IconButton aria-label={`Subir ${nombre(id)}`} disabled={i === 0} onClick={() => mover(i, -1)}>
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton aria-label={`Bajar ${nombre(id)}`} disabled={i === orden.length - 1} onClick={() => mover(i, 1)}>
            <ArrowDownwardIcon />
          </IconButton>
        </Stack>
      ))}
    </FormDialog>
  );
}
