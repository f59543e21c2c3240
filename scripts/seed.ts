// Seeds the demo data set into the running emulators, once: a marker document records it.
import './seed/emulator-env';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { searchTokens } from '../domain/busqueda';
import { busquedaCliente } from '../domain/clientes';
import { seedCatalogo } from './seed/catalogo';
import { seedComisiones } from './seed/comisiones';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
import { seedDistribuidores } from './seed/distribuidores';
import { seedSaldos } from './seed/saldos';

const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const db = getFirestore(app);
const auth = getAuth(app);

async function seedAccounts() {
  const batch = db.batch();
  const now = FieldValue.serverTimestamp();
  for (const account of DEMO_ACCOUNTS) {
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
      creadoEn: now,
      actualizadoEn: now,
    });
    if (account.cliente) {
      const { cliente } = account;
      batch.set(db.collection('clientes').doc(uid), {
        ...cliente,
        correo,
        busqueda: busquedaCliente({ ...cliente, correo }),
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

// Each step runs once; local data seeded by an earlier version gets only the steps it lacks.
const STEPS: { version: number; name: string; run: () => Promise<unknown> }[] = [
  { version: 1, name: `${DEMO_ACCOUNTS.length} cuentas (contraseña ${DEMO_PASSWORD})`, run: seedAccounts },
  { version: 2, name: 'catálogo de proveedores y productos', run: () => seedCatalogo(db) },
  { version: 3, name: 'saldos de los clientes desde su estado de cuenta', run: () => seedSaldos(db) },
  { version: 4, name: 'distribuidores del negocio y de los clientes', run: () => seedDistribuidores(db) },
  { version: 5, name: 'comisiones de los clientes por operador', run: () => seedComisiones(db) },
];

const marker = db.collection('_meta').doc('seed');
const seeded = Number((await marker.get()).data()?.version ?? 0);
const pending = STEPS.filter((step) => step.version > seeded);
for (const step of pending) {
  await step.run();
  await marker.set({ version: step.version, actualizadoEn: FieldValue.serverTimestamp() });
  console.log(`Datos de demostración sembrados: ${step.name}.`);
}
if (!pending.length) console.log('Datos de demostración ya presentes; no se vuelven a sembrar.');
