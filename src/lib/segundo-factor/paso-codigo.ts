import {
  EmailAuthProvider,
  getMultiFactorResolver,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  reauthenticateWithCredential,
  type MultiFactorError,
  type PhoneMultiFactorInfo,
  type User,
} from 'firebase/auth';
import { errorCode } from '../sesion/auth-errors';
import { auth } from '../firebase';
import { verificadorEn } from './verificador';

/** The SMS step of a sign-in: the phone the code went to, and what to do with the code typed. */
export interface PasoCodigo<T> {
  /** The enrolled phone as Auth shows it (its last digits only). */
  telefono: string;
  confirmar: (codigo: string) => Promise<T>;
  /** Sends a new code to the same phone. */
  reenviar: () => Promise<void>;
}

const sinSegundoFactorDeTelefono = () =>
  Object.assign(new Error('Su cuenta pide un segundo factor que no es un teléfono'), { code: 'auth/sin-telefono' });

/**
 * The second step of a sign-in or reauthentication that Auth answered with
 * auth/multi-factor-auth-required: sends the SMS code to the enrolled phone.
 */
export async function pedirCodigo(error: MultiFactorError, contenedor: HTMLElement): Promise<PasoCodigo<User>> {
  const resolver = getMultiFactorResolver(auth, error);
  const telefono = resolver.hints.find((hint) => hint.factorId === PhoneMultiFactorGenerator.FACTOR_ID) as
    PhoneMultiFactorInfo | undefined;
  if (!telefono) throw sinSegundoFactorDeTelefono();
  const enviar = async () => {
    const verificador = verificadorEn(contenedor);
    try {
      return await new PhoneAuthProvider(auth).verifyPhoneNumber(
        { multiFactorHint: telefono, session: resolver.session },
        verificador,
      );
    } finally {
      verificador.clear();
    }
  };
  let verificationId = await enviar();
  return {
    telefono: telefono.phoneNumber,
    confirmar: async (codigo) => {
      const credencial = PhoneAuthProvider.credential(verificationId, codigo);
      return (await resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(credencial))).user;
    },
    reenviar: async () => {
      verificationId = await enviar();
    },
  };
}

/** Whether Auth asks for the second step (the error pedirCodigo takes). */
export const pideSegundoPaso = (error: unknown): error is MultiFactorError =>
  errorCode(error) === 'auth/multi-factor-auth-required';

/**
 * Reauthenticates the signed-in user with its password; an account with a second factor then
 * needs its SMS code too (the step is returned; null when the password was enough). Its token's
 * auth_time is then now: what a change of password and the API's step-up ask for.
 */
export async function reautenticar(password: string, contenedor: HTMLElement): Promise<PasoCodigo<void> | null> {
  const usuario = auth.currentUser;
  if (!usuario?.email) throw new Error('No hay usuario autenticado');
  try {
    await reauthenticateWithCredential(usuario, EmailAuthProvider.credential(usuario.email, password));
    return null;
  } catch (error) {
    if (!pideSegundoPaso(error)) throw error;
    const paso = await pedirCodigo(error, contenedor);
    return {
      ...paso,
      confirmar: async (codigo) => {
        await paso.confirmar(codigo);
      },
    };
  }
}
