// npm run auditar -- [--proyecto ID] [--desde dd/mm/aaaa] [--hasta dd/mm/aaaa]
//
// The invariant checkers of the tests and of the daily close (functions/src/auditoria/), read-only,
// against the running local stack (`npm start`, this checkout's STACK_PORT_OFFSET) or, with
// --proyecto, a deployed project (application default credentials: `gcloud auth
// application-default login`). Without dates: every client's whole ledger, every SIM's stock and
// the summaries of every day with top-ups. With dates: those days' checks, as the close makes them.
// Prints what it checked and every disagreement (client, expected, found); exits 1 if there is any.
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { diaNegocio, formatDia, leerDia } from '../domain/fechas';
import { sumarDias } from '../domain/reportes';
import { textoDescuadre, type Descuadre } from '../functions/src/auditoria/descuadres';
import { revisarDia, type CierreAnterior } from '../functions/src/auditoria/dia';
import { Lector } from '../functions/src/auditoria/lector';
import { revisarLedgerCliente } from '../functions/src/auditoria/ledger';
import { revisarResumenes } from '../functions/src/auditoria/resumenes';
import { revisarStock } from '../functions/src/auditoria/stock';
import { enParalelo } from '../functions/src/en-paralelo';
import { STACK_ENV } from './ports.mjs';

const USO = 'Uso: npm run auditar -- [--proyecto ID] [--desde dd/mm/aaaa] [--hasta dd/mm/aaaa]';

function argumentos(args: string[]) {
  const opciones: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const [clave, valor] = [args[i], args[i + 1]];
    if (!['--proyecto', '--desde', '--hasta'].includes(clave) || !valor) throw new Error(USO);
    opciones[clave.slice(2)] = valor;
  }
  const dia = (nombre: string) => {
    if (opciones[nombre] === undefined) return undefined;
    const leido = leerDia(opciones[nombre]);
    if (!leido) throw new Error(`--${nombre} debe ser una fecha dd/mm/aaaa: "${opciones[nombre]}"`);
    return leido;
  };
  const desde = dia('desde');
  const hasta = dia('hasta');
  if (desde && hasta && hasta < desde) throw new Error('--hasta es anterior a --desde');
  return { proyecto: opciones.proyecto, desde, hasta };
}

function conectar(proyecto?: string): { db: Firestore; donde: string } {
  if (proyecto) {
    delete process.env.FIRESTORE_EMULATOR_HOST;
    const app = initializeApp({ projectId: proyecto, credential: applicationDefault() });
    return { db: getFirestore(app), donde: `el proyecto ${proyecto}` };
  }
  process.env.FIRESTORE_EMULATOR_HOST ??= STACK_ENV.FIRESTORE_EMULATOR_HOST;
  const app = initializeApp({ projectId: 'demo-recargas' });
  return { db: getFirestore(app), donde: `los emuladores locales (${process.env.FIRESTORE_EMULATOR_HOST})` };
}

/** Every day from `desde` to `hasta`, both included. */
const diasEntre = (desde: string, hasta: string) => {
  const dias: string[] = [];
  for (let dia = desde; dia <= hasta; dia = sumarDias(dia, 1)) dias.push(dia);
  return dias;
};

async function auditarTodo(lector: Lector): Promise<Descuadre[]> {
  const db = lector.db;
  const clientes = await lector.consulta(db.collection('clientes').select());
  let movimientos = 0;
  const ledgers = await enParalelo(clientes, 10, async (doc) => {
    const r = await revisarLedgerCliente(lector, doc.id);
    movimientos += r.movimientos;
    return r.descuadres;
  });
  console.log(`Libro de cada cliente: ${clientes.length} clientes, ${movimientos} movimientos.`);
  const stock = await revisarStock(lector);
  console.log(`Stock de chips: ${stock.productos} chips frente a sus compras.`);
  const primera = await lector.consulta(db.collection('recargas').orderBy('dia').limit(1));
  const desde = primera[0]?.data().dia as string | undefined;
  let recargas = 0;
  const dias = desde ? diasEntre(desde, diaNegocio(new Date())) : [];
  const resumenes = await enParalelo(dias, 4, async (dia) => {
    const r = await revisarResumenes(lector, dia);
    recargas += r.recargas;
    return r.descuadres;
  });
  console.log(`Resúmenes de recargas: ${dias.length} días, ${recargas} recargas recontadas.`);
  return [...ledgers.flat(), ...stock.descuadres, ...resumenes.flat()];
}

async function auditarDias(lector: Lector, desde: string, hasta: string): Promise<Descuadre[]> {
  const hallados: Descuadre[] = [];
  for (const dia of diasEntre(desde, hasta)) {
    const anterior = (await lector.documento(lector.db.collection('cierres').doc(sumarDias(dia, -1)))).data();
    const r = await revisarDia(lector, dia, anterior as CierreAnterior | undefined);
    const t = r.totales;
    console.log(
      `${formatDia(dia)}: ${t.movimientos} movimientos de ${t.clientes} clientes, ${t.recargas} recargas, ` +
        `${Object.keys(r.stock).length} chips: ${r.descuadres.length ? `${r.descuadres.length} diferencia(s)` : 'cuadra'}`,
    );
    hallados.push(...r.descuadres);
  }
  return hallados;
}

try {
  const { proyecto, desde, hasta } = argumentos(process.argv.slice(2));
  const { db, donde } = conectar(proyecto);
  const lector = new Lector(db);
  console.log(`Auditoría de ${donde} (solo lectura)`);
  const hallados =
    desde || hasta
      ? await auditarDias(lector, desde ?? hasta ?? '', hasta ?? diaNegocio(new Date()))
      : await auditarTodo(lector);
  console.log(`${lector.leidos} documentos leídos.`);
  if (hallados.length) {
    console.log(`\n${hallados.length} diferencia(s):`);
    for (const d of hallados) console.log(`  - ${textoDescuadre(d)}`);
    process.exit(1);
  }
  console.log('Todo cuadra.');
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
