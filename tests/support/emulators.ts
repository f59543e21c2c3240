// Helpers for suites that run against the local emulators (started by scripts/stack.mjs).
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { claveOrden, searchTokens } from '../../domain/busqueda';
import { CONTADORES_INICIO } from '../../domain/contadores';
import type { Role } from '../../domain/roles';

export const PROJECT_ID = 'demo-recargas';
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const HOSTING_URL = process.env.HOSTING_URL ?? 'http://127.0.0.1:5000';
process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
// The functions' code a test runs in its own process sees the project the emulators run, as it
// does there: a demo- project, whose simulated pasarelas may deliver.
process.env.GCLOUD_PROJECT ??= PROJECT_ID;
/** The Firestore emulator's REST root for the demo project, as a browser SDK would call it. */
export const FIRESTORE_REST = `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);

export const PASSWORD = 'secreta123';

export interface TestUser {
  uid: string;
  email: string;
  nombre: string;
  /** The phone of its second factor (E.164), when it has one. */
  telefono?: string;
  /** A new sign-in's ID token: with the second factor passed, for an account that has one. */
  token: () => Promise<string>;
}

/** A phone number of its own for a test account's second factor (Mexico, 55 + 8 random digits). */
export const telefonoDePrueba = () => `+5255${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A call of the Auth emulator's client REST API (identitytoolkit v1, or v2 where the second factor lives), as the browser's SDK makes it. */
export async function authRest(metodo: string, cuerpo: unknown, version = 'v1'): Promise<Record<string, unknown>> {
  const res = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/${version}/${metodo}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(cuerpo),
  });
  return (await res.json()) as Record<string, unknown>;
}

export const mensajeDe = (respuesta: Record<string, unknown>) =>
  String((respuesta.error as { message?: string } | undefined)?.message);

/**
 * The first step of signing in: an ID token, or, for an account with a second factor, what the
 * second step needs (its pending credential and the enrolled phone's id).
 */
export async function primerPaso(
  email: string,
  password = PASSWORD,
): Promise<{ idToken: string } | { pendiente: string; factorId: string }> {
  const body = await authRest('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  if (typeof body.idToken === 'string') return { idToken: body.idToken };
  const [factor] = (body.mfaInfo ?? []) as { mfaEnrollmentId: string }[];
  if (typeof body.mfaPendingCredential === 'string' && factor) {
    return { pendiente: body.mfaPendingCredential, factorId: factor.mfaEnrollmentId };
  }
  throw new Error(`inicio de sesión fallido: ${mensajeDe(body)}`);
}

/** The SMS code the Auth emulator "sent" for a verification (its sessionInfo), read from its REST endpoint. */
export async function codigoEnviado(sessionInfo: string): Promise<string> {
  const res = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const { verificationCodes = [] } = (await res.json()) as {
    verificationCodes?: { sessionInfo: string; code: string }[];
  };
  const enviado = verificationCodes.find((codigo) => codigo.sessionInfo === sessionInfo);
  if (!enviado) throw new Error('El emulador de Auth no tiene el código de esa verificación');
  return enviado.code;
}

/** The second step's SMS: sends it to the enrolled phone and returns its sessionInfo. */
export async function enviarCodigo(pendiente: string, factorId: string): Promise<string> {
  const body = await authRest(
    'accounts/mfaSignIn:start',
    { mfaPendingCredential: pendiente, mfaEnrollmentId: factorId, phoneSignInInfo: {} },
    'v2',
  );
  const sessionInfo = (body.phoneResponseInfo as { sessionInfo?: string } | undefined)?.sessionInfo;
  if (!sessionInfo) throw new Error(`no se envió el código: ${mensajeDe(body)}`);
  return sessionInfo;
}

/** The second step finished with `code`: the ID token, or the Auth emulator's refusal (e.g. INVALID_CODE). */
export async function terminarConCodigo(pendiente: string, sessionInfo: string, code: string): Promise<string> {
  const body = await authRest(
    'accounts/mfaSignIn:finalize',
    { mfaPendingCredential: pendiente, phoneVerificationInfo: { sessionInfo, code } },
    'v2',
  );
  if (typeof body.idToken !== 'string') throw new Error(`segundo paso fallido: ${mensajeDe(body)}`);
  return body.idToken;
}

/**
 * Signs in through the Auth emulator's REST API and returns the ID token. An account with a second
 * factor completes it as a person would: the SMS code, read from the emulator, typed back.
 */
export async function signIn(email: string, password = PASSWORD): Promise<string> {
  const paso = await primerPaso(email, password);
  if ('idToken' in paso) return paso.idToken;
  const sessionInfo = await enviarCodigo(paso.pendiente, paso.factorId);
  return terminarConCodigo(paso.pendiente, sessionInfo, await codigoEnviado(sessionInfo));
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@prueba.test`;
}

interface OpcionesUsuario {
  estatus?: boolean;
  record?: boolean;
  cliente?: boolean;
  /**
   * Enrolled in two-step verification (an SMS second factor), with its e-mail verified as enrolling
   * requires: an admin is by default, as the API demands of every admin; false for one still without it.
   */
  segundoFactor?: boolean;
}

/** An Auth account with (unless record is false) its usuarios record. */
export async function createUser(
  role: Role,
  { estatus = true, record = true, cliente = false, segundoFactor = role === 'admin' }: OpcionesUsuario = {},
): Promise<TestUser> {
  const email = uniqueEmail(role);
  const nombre = `Prueba ${role} ${email.slice(role.length + 1, role.length + 9)}`;
  const telefono = segundoFactor ? telefonoDePrueba() : undefined;
  const { uid } = await adminAuth.createUser({
    email,
    password: PASSWORD,
    displayName: nombre,
    emailVerified: role === 'admin' || segundoFactor,
    ...(telefono ? { multiFactor: { enrolledFactors: [{ factorId: 'phone', phoneNumber: telefono }] } } : {}),
  });
  const now = FieldValue.serverTimestamp();
  if (record) {
    await adminDb
      .collection('usuarios')
      .doc(uid)
      .set({
        uid,
        nombre,
        correo: email,
        role,
        estatus,
        busqueda: searchTokens(nombre, email),
        nombreOrden: claveOrden(nombre),
        creadoEn: now,
        actualizadoEn: now,
      });
  }
  if (cliente) {
    // Counted in admin Inicio's counts as register counts a client, so the figure the stack's browser
    // tests read stays close to the clients there are (a test that deactivates one directly moves it).
    const batch = adminDb.batch();
    if (estatus) {
      batch.set(
        adminDb.collection(CONTADORES_INICIO.coleccion).doc(CONTADORES_INICIO.id),
        { clientesActivos: FieldValue.increment(1) },
        { merge: true },
      );
    }
    batch.set(adminDb.collection('clientes').doc(uid), {
      nombre: `Negocio ${uid.slice(0, 5)}`,
      nombreOrden: claveOrden(`Negocio ${uid.slice(0, 5)}`),
      contacto: 'Prueba',
      telefono: '5511111111',
      correo: email,
      saldo: 0,
      comisiones: { predeterminada: 0 },
      estatus,
      creadoEn: now,
      actualizadoEn: now,
    });
    await batch.commit();
  }
  return { uid, email, nombre, telefono, token: () => signIn(email) };
}

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Calls /api/<path> through the Hosting rewrite, as the browser does. */
export async function callApi(
  path: string,
  body: unknown,
  token?: string,
  method = 'POST',
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  const res = await fetch(`${HOSTING_URL}/api/${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as Record<string, unknown> };
  } catch {
    // Only the emulator's own failures (a worker time-out) answer plain text; kept to be asserted on.
    return { status: res.status, body: { texto: text } };
  }
}

/**
 * The browser's behaviour for an idempotent request: a 503 (contention) or a request the platform
 * dropped is sent again with the same body (the same key), which can never apply it twice, after a
 * growing, jittered wait (so that twenty refused callers do not all come back in the same instant).
 * Past the browser's own retries this is the user pressing "Reintentar". Returns the final answer
 * and the retries made.
 */
export async function callApiComoElNavegador(
  path: string,
  body: unknown,
  token: string,
): Promise<ApiAnswer & { reintentos: number }> {
  const esperas = [1_000, 2_000, 4_000, 8_000, 8_000, 8_000];
  for (let reintentos = 0; ; reintentos += 1) {
    const answer = await callApi(path, body, token).catch(() => ({ status: 0, body: {} }));
    const reintentable = answer.status === 503 || answer.status === 0 || 'texto' in answer.body;
    if (!reintentable || reintentos === esperas.length) return { ...answer, reintentos };
    await new Promise((resolve) => setTimeout(resolve, esperas[reintentos] * (0.5 + Math.random())));
  }
}

export async function authUserExists(email: string): Promise<boolean> {
  return adminAuth.getUserByEmail(email).then(
    () => true,
    () => false,
  );
}

export async function logsFor(entityId: string) {
  const snap = await adminDb.collection('logs').where('detalle.id', '==', entityId).get();
  return snap.docs.map((doc) => doc.data());
}
