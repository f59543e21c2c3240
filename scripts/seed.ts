// Seeds the demo data set into the running emulators, once: a marker document records it.
import './seed/emulator-env';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { claveOrden, searchTokens } from '../domain/busqueda';
import { busquedaCliente } from '../domain/clientes';
import { seedCatalogo } from './seed/catalogo';
import { seedCatalogoVista } from './seed/catalogo-vista';
import { seedComisiones } from './seed/comisiones';
import { CLIENTES_CON_CREDITO, seedCredito } from './seed/credito';
import { DEMO_ACCOUNTS, DEMO_ADMIN_TELEFONO, DEMO_PASSWORD } from './seed/demo-accounts';
import { seedDistribuidores } from './seed/distribuidores';
import { seedMostrador } from './seed/mostrador';
import { seedPaquetes } from './seed/paquetes';
import { comprarSaldo, seedCompras } from './seed/compras';
import { DIAS_DE_HISTORIA, seedRecargas } from './seed/recargas';
import { seedSaldos } from './seed/saldos';
import { recontarInicio } from './contadores-inicio';
import { seedDepositos } from './seed/depositos';
import { seedPasarelas } from './seed/pasarelas';
import { darTotalesDelMes } from './totales-mes';

const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const db = getFirestore(app);
const auth = getAuth(app);

/** The demo accounts: all of them, or (on data seeded before) those `uids` that are not there yet. */
async function seedAccounts(uids?: string[]) {
  const batch = db.batch();
  const now = FieldValue.serverTimestamp();
  for (const account of DEMO_ACCOUNTS.filter((a) => !uids || uids.includes(a.uid))) {
    const exists = await auth.getUser(account.uid).then(
      () => true,
      () => false,
    );
    if (!exists) {
      await auth.createUser({
        uid: account.uid,
        email: account.correo,
        password: DEMO_PASSWORD,
        displayName: account.nombre,
      });
    }
    const { uid, nombre, correo, role, estatus } = account;
    batch.set(db.collection('usuarios').doc(uid), {
      uid,
      nombre,
      correo,
      role,
      estatus,
      busqueda: searchTokens(nombre, correo),
      nombreOrden: claveOrden(nombre),
      creadoEn: now,
      actualizadoEn: now,
    });
    if (account.cliente) {
      const { cliente } = account;
      batch.set(db.collection('clientes').doc(uid), {
        ...cliente,
        correo,
        busqueda: busquedaCliente({ ...cliente, correo }),
        nombreOrden: claveOrden(cliente.nombre),
        saldo: 0,
        comisiones: { predeterminada: 0 },
        estatus,
        creadoEn: now,
        actualizadoEn: now,
      });
    }
  }
  await batch.commit();
}

/**
 * The demo admin enrolled in two-step verification, as every admin must be (its e-mail verified, as
 * enrolling asks): signing in asks for the SMS code the emulator prints.
 */
async function seedSegundoFactor() {
  await auth.updateUser('demo-admin', {
    emailVerified: true,
    multiFactor: {
      enrolledFactors: [
        { uid: 'telefono-demo', factorId: 'phone', phoneNumber: DEMO_ADMIN_TELEFONO, displayName: 'Teléfono' },
      ],
    },
  });
}

const inicioHistoria = Date.now() - (DIAS_DE_HISTORIA + 1) * 86_400_000;

// Each step runs once; local data seeded by an earlier version gets only the steps it lacks. A
// step of dated history (`desdeCero`) is written only on fresh data: the ledgers of older local
// data did not start before it, so it would not read forward in time there.
const STEPS: { version: number; name: string; run: () => Promise<unknown>; desdeCero?: true }[] = [
  { version: 1, name: `${DEMO_ACCOUNTS.length} cuentas (contraseña ${DEMO_PASSWORD})`, run: () => seedAccounts() },
  { version: 2, name: 'catálogo de proveedores y productos', run: () => seedCatalogo(db) },
  { version: 3, name: 'saldos iniciales de los clientes', run: () => seedSaldos(inicioHistoria) },
  { version: 4, name: 'distribuidores del negocio y de los clientes', run: () => seedDistribuidores(db) },
  { version: 5, name: 'comisiones de los clientes por operador', run: () => seedComisiones(db) },
  { version: 6, name: 'vista del catálogo para los clientes (sin costos)', run: () => seedCatalogoVista(db) },
  {
    version: 7,
    name: `${DIAS_DE_HISTORIA} días de recargas`,
    run: () => seedRecargas(db, comprarSaldo),
    desdeCero: true,
  },
  {
    version: 8,
    name: 'compras: reabastos de chips, ventas de chips y pedidos pendientes',
    run: () => seedCompras(db, inicioHistoria),
    desdeCero: true,
  },
  // Local data seeded before client months held their month's total (fresh data has it already).
  { version: 9, name: 'totales del mes en los meses por cliente', run: () => darTotalesDelMes(db) },
  // The accounts above write their clientes directly; the compras' transactions counted their own.
  { version: 10, name: 'contadores del Inicio del administrador', run: () => recontarInicio(db) },
  { version: 11, name: 'cuentas bancarias del negocio y referencias de depósito', run: () => seedDepositos(db) },
  {
    version: 12,
    name: 'dos tiendas con crédito: credito@demo.test (al corriente) y vencido@demo.test (vencida)',
    run: async () => {
      // Fresh data has them from the first step; data seeded before gets them now.
      const uids = CLIENTES_CON_CREDITO.map((c) => c.uid);
      const clientes = await Promise.all(uids.map((uid) => db.collection('clientes').doc(uid).get()));
      await seedAccounts(clientes.filter((snap) => !snap.exists).map((snap) => snap.id));
      const saldos = await seedCredito(db);
      await recontarInicio(db);
      return saldos;
    },
  },
  {
    version: 13,
    name: `verificación en dos pasos del administrador (teléfono ${DEMO_ADMIN_TELEFONO})`,
    run: seedSegundoFactor,
  },
  { version: 14, name: 'paquetes de datos y minutos por compañía', run: () => seedPaquetes(db) },
  {
    version: 15,
    name: 'dos números favoritos y un turno cerrado de la tienda de demostración',
    run: () => seedMostrador(db),
    desdeCero: true,
  },
  { version: 16, name: 'dos pasarelas simuladas con su fondeo y sus rutas', run: () => seedPasarelas(db) },
];

const marker = db.collection('_meta').doc('seed');
const seeded = Number((await marker.get()).data()?.version ?? 0);
const pending = STEPS.filter((step) => step.version > seeded);
for (const step of pending) {
  if (step.desdeCero && seeded > 0) {
    console.log(`Sin ${step.name}: los datos locales son anteriores; "npm run reset" y "npm start" la siembran.`);
  } else {
    const inicio = Date.now();
    const result = await step.run();
    const detalle = result && typeof result === 'object' ? ` ${JSON.stringify(result)}` : '';
    console.log(`  (${((Date.now() - inicio) / 1000).toFixed(1)} s)${detalle}`);
  }
  await marker.set({ version: step.version, actualizadoEn: FieldValue.serverTimestamp() });
  if (!step.desdeCero || seeded === 0) console.log(`Datos de demostración sembrados: ${step.name}.`);
}
if (!pending.length) console.log('Datos de demostración ya presentes; no se vuelven a sembrar.');
