import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import '@domain/zod';
import { z } from 'zod';
import { formatMoney, leerPesos, pesosToCentavos } from '@domain/money';
import { ajusteSaldoSchema, type ResultadoMovimiento } from '@domain/saldo';
import { FormDialog } from '@/components/FormDialog';
import { FormSelect } from '@/components/form/FormSelect';
import { FormText } from '@/components/form/FormText';
import { useFormulario } from '@/components/form/use-formulario';
import { claveDeIntento } from '@/lib/api/clave-de-intento';
import { ajustarSaldo } from '../api/ajustar-saldo';
import { leerSaldo } from '@/lib/lecturas/leer-saldo';
import type { ClienteFila } from '../api/list-clientes';

const TIPOS_AJUSTE = [
  { value: 'abono', label: 'Abono (aumenta el saldo)' },
  { value: 'cargo', label: 'Cargo (disminuye el saldo)' },
];

const formSchema = z.object({
  tipo: ajusteSaldoSchema.shape.tipo,
  monto: z.string().transform((text, ctx) => {
    const leidos = leerPesos(text);
    if (!('centavos' in leidos) || leidos.centavos <= 0) {
      const error = 'error' in leidos ? leidos.error : null;
      ctx.addIssue({
        code: 'custom',
        message: error ?? 'Escriba un monto mayor que cero en pesos, por ejemplo 150.00',
      });
      return z.NEVER;
    }
    return leidos.centavos;
  }),
  motivo: ajusteSaldoSchema.shape.motivo,
});

interface Props {
  cliente: ClienteFila;
  onClose: () => void;
  onDone: (resultado: ResultadoMovimiento) => void;
  /** The saldo read when the dialog opens, when it is not the one `cliente` carries. */
  onSaldoLeido: (saldo: number) => void;
}

/**
 * An abono or cargo with its reason. Its idempotency key belongs to the client, type and amount
 * until the server has applied it (claveDeIntento): a retry, or the same adjustment applied again
 * after its answer was lost (the dialog closed and reopened meanwhile), moves money once.
 * It reads the saldo when it opens: the account may have stood open while the shop sold top-ups,
 * and what the adjustment leaves is shown from the saldo as it is.
 */
export function AjusteDialog({ cliente, onClose, onDone, onSaldoLeido }: Props) {
  // The latest saldo and callback, for the read made once per opening.
  const conocido = useRef({ saldo: cliente.saldo, onSaldoLeido });
  useEffect(() => {
    conocido.current = { saldo: cliente.saldo, onSaldoLeido };
  });
  useEffect(() => {
    let vigente = true;
    // A failed read leaves the saldo known; the server applies the adjustment to the real one.
    leerSaldo(cliente.id).then(
      (leido) => vigente && leido !== conocido.current.saldo && conocido.current.onSaldoLeido(leido),
      () => undefined,
    );
    return () => {
      vigente = false;
    };
  }, [cliente.id]);
  const { control, dialogo } = useFormulario<z.input<typeof formSchema>, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { tipo: 'abono', monto: '', motivo: '' },
    guardar: async ({ tipo, monto, motivo }) => {
      const intento = claveDeIntento('ajuste', { clienteId: cliente.id, tipo, monto });
      const resultado = await ajustarSaldo({
        clienteId: cliente.id,
        tipo,
        monto,
        motivo,
        idempotencyKey: intento.clave,
      });
      intento.hecha();
      onDone(resultado);
    },
  });

  const [tipo, monto] = useWatch({ control, name: ['tipo', 'monto'] });
  const centavos = pesosToCentavos(monto);
  const despues = centavos && centavos > 0 ? cliente.saldo + (tipo === 'abono' ? centavos : -centavos) : null;

  return (
    <FormDialog title="Ajustar saldo" onClose={onClose} {...dialogo} submitText="Aplicar" maxWidth="xs">
      <Typography>
        {cliente.nombre}: saldo actual <strong>{formatMoney(cliente.saldo)}</strong>
      </Typography>
      <FormSelect control={control} name="tipo" label="Tipo" options={TIPOS_AJUSTE} />
      <FormText control={control} name="monto" label="Monto (pesos)" inputMode="decimal" required />
      <FormText control={control} name="motivo" label="Motivo" required multiline minRows={2} />
      {despues !== null && (
        <Typography role="status" color={despues < 0 ? 'error' : undefined}>
          {tipo === 'abono' ? 'Abono' : 'Cargo'} de <strong>{formatMoney(centavos ?? 0)}</strong>: el saldo queda en{' '}
          <strong>{formatMoney(despues)}</strong>
          {despues < 0 && ' (el saldo no alcanza)'}
        </Typography>
      )}
    </FormDialog>
  );
}
