// The business's bank accounts and the demo clients' deposit references, through the API's own
// code: with them, ejemplos/estado-de-cuenta-demo.csv reconciles against the demo at once.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { asegurarReferencia } from '../../functions/src/clientes/referencia-deposito';

const CUENTAS = [
  { banco: 'BBVA', clabe: '012180001234567899', titular: 'Recargas y Chips del Centro SA de CV' },
  { banco: 'Banorte', clabe: '072180009876543213', titular: 'Recargas y Chips del Centro SA de CV' },
];

export async function seedDepositos(db: Firestore): Promise<Record<string, string>> {
  const ref = db.collection('config').doc('cuentasBancarias');
  if (!(await ref.get()).exists) await ref.set({ cuentas: CUENTAS, actualizadoEn: FieldValue.serverTimestamp() });
  const referencias: Record<string, string> = {};
  // In this order: on fresh data they are RC000018, RC000026 and RC000034.
  for (const clienteId of ['demo-cliente', 'demo-cliente2', 'demo-cliente3']) {
    referencias[clienteId] = await asegurarReferencia(clienteId);
  }
  return referencias;
}
