// The first administrator of a new Firebase project (README, "Desplegar"): a login and its usuarios
// record, checked by the same schema as /api/register, and its log entry. It refuses when the
// project already has an administrator: from then on, users are created in the app (Usuarios).
// Runs with the project's credentials (gcloud auth application-default login) and GCLOUD_PROJECT;
// against emulators when FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are set.
//   GCLOUD_PROJECT=mi-proyecto PRIMER_ADMIN_CONTRASENA='…' npm run primer-admin -- correo "Nombre"
import { registerSchema } from '../domain/usuarios';

async function main(): Promise<number> {
  if (!process.env.GCLOUD_PROJECT) {
    console.error('Falta GCLOUD_PROJECT: el id del proyecto de Firebase.');
    return 2;
  }
  const [email, displayName] = process.argv.slice(2);
  const parsed = registerSchema.safeParse({
    email,
    displayName,
    password: process.env.PRIMER_ADMIN_CONTRASENA ?? '',
    role: 'admin',
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
    console.error('Uso: PRIMER_ADMIN_CONTRASENA=… npm run primer-admin -- correo "Nombre"');
    return 2;
  }
  // Loaded once GCLOUD_PROJECT is known: the functions' Firebase app starts as it loads.
  const { adminAuth, db } = await import('../functions/src/admin');
  const { escribirAlta } = await import('../functions/src/usuarios/register');
  const admins = await db.collection('usuarios').where('role', '==', 'admin').limit(1).get();
  if (!admins.empty) {
    console.error('El proyecto ya tiene un administrador: los usuarios nuevos se crean en la app (Usuarios).');
    return 1;
  }
  const body = parsed.data;
  let uid: string;
  try {
    uid = (await adminAuth.createUser({ email: body.email, password: body.password, displayName: body.displayName }))
      .uid;
  } catch (error) {
    const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
    if (code !== 'auth/email-already-exists') throw error;
    console.error(`Ya existe una cuenta de acceso con el correo ${body.email}.`);
    return 1;
  }
  try {
    const alta = { uid, nombre: body.displayName, correo: body.email, role: 'admin' as const };
    await db.runTransaction(async (tx) => {
      escribirAlta(tx, alta, body.email, `Primer administrador creado: ${body.email}`);
    });
  } catch (error) {
    // Without its record the login would be unusable: undo it so that the command can be run again.
    await adminAuth.deleteUser(uid);
    throw error;
  }
  console.log(`Listo: ${body.email} es administrador. Inicie sesión en la app con ese correo.`);
  return 0;
}

process.exitCode = await main();
