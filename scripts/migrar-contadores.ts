// Gives admin Inicio's counts (contadores/inicio, domain/contadores.ts) their value on a project
// deployed before the transactions kept them: a recount in one transaction (scripts/
// contadores-inicio.ts). Idempotent. Runs like migrar-orden (README, "Desplegar"):
//   GCLOUD_PROJECT=mi-proyecto npm run migrar-contadores
import { correrEnProyecto } from './correr';
import { recontarInicio } from './contadores-inicio';

correrEnProyecto(async () => {
  const { db } = await import('../functions/src/admin');
  const { clientesActivos, comprasPendientes } = await recontarInicio(db);
  console.log(`contadores/inicio: ${clientesActivos} clientes activos, ${comprasPendientes} compras por aprobar`);
  return 0;
});
