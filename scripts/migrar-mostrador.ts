// Gives the top-ups sold before the counter what it reads: their search keys, and each
// shop's record of the numbers it sold to (scripts/numeros-mostrador.ts). Idempotent; runs like
// migrar-orden (README, "Desplegar"):
//   GCLOUD_PROJECT=mi-proyecto npm run migrar-mostrador
import { correrEnProyecto } from './correr';
import { darClavesDeBusqueda, recontarNumeros } from './numeros-mostrador';

correrEnProyecto(async () => {
  const { db } = await import('../functions/src/admin');
  console.log(`recargas: ${await darClavesDeBusqueda(db)} con sus claves de búsqueda nuevas`);
  console.log(`numerosCliente: ${await recontarNumeros(db)} registros de números escritos`);
  return 0;
});
