// Gives the business's client months written before they held their month's total that total:
// the sum of their days (scripts/totales-mes.ts). Each month is rewritten in a transaction, so a
// top-up counted meanwhile is never lost; idempotent: a month whose total already equals its days
// is left alone. Runs like migrar-orden (README, "Desplegar"):
//   GCLOUD_PROJECT=mi-proyecto npm run migrar-totales
import { correrEnProyecto } from './correr';
import { darTotalesDelMes } from './totales-mes';

correrEnProyecto(async () => {
  const { db } = await import('../functions/src/admin');
  console.log(`resumenesClientesMes: ${await darTotalesDelMes(db)} con su total del mes nuevo`);
  return 0;
});
