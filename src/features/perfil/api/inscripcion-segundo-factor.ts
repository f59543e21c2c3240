import {
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  sendEmailVerification,
  type PhoneMultiFactorInfo,
} from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { verificadorEn } from '@/lib/segundo-factor/verificador';

/** A phone enrolled as the account's second factor. */
export interface Factor {
  uid: string;
  /** As Auth shows it: its last digits only, the rest hidden. */
  telefono: string;
  /** When it was enrolled (UTC, as Auth gives it). */
  inscritoEn: string;
}

const usuarioActual = () => {
  const usuario = auth.currentUser;
  if (!usuario) throw new Error('No hay usuario autenticado');
  return usuario;
};

/** The account's second factors, and whether this session signed in with one. */
export async function leerSegundoFactor(): Promise<{ factores: Factor[]; verificada: boolean }> {
  const usuario = usuarioActual();
  const factores = multiFactor(usuario)
    .enrolledFactors.filter((factor) => factor.factorId === PhoneMultiFactorGenerator.FACTOR_ID)
    .map((factor) => ({
      uid: factor.uid,
      telefono: (factor as PhoneMultiFactorInfo).phoneNumber,
      inscritoEn: factor.enrollmentTime,
    }));
  return { factores, verificada: Boolean((await usuario.getIdTokenResult()).signInSecondFactor) };
}

/**
 * Enrolment, first step: sends an SMS code to `telefono` (E.164). Auth asks first for a verified
 * e-mail (auth/unverified-email) and, for an old sign-in, a recent one (auth/requires-recent-login).
 * Returns what enrols the phone with the code typed; from then on this session counts as one that
 * passed its second factor, and every sign-in asks for the code.
 */
export async function enviarCodigoDeInscripcion(
  telefono: string,
  contenedor: HTMLElement,
): Promise<(codigo: string) => Promise<void>> {
  const usuario = usuarioActual();
  const session = await multiFactor(usuario).getSession();
  const verificador = verificadorEn(contenedor);
  try {
    const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
      { phoneNumber: telefono, session },
      verificador,
    );
    return (codigo) =>
      multiFactor(usuario).enroll(
        PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, codigo)),
        'Teléfono',
      );
  } finally {
    verificador.clear();
  }
}

/** Removes an enrolled phone (optional factors only: the screen never offers it for an admin). */
export async function quitarFactor(uid: string): Promise<void> {
  await multiFactor(usuarioActual()).unenroll(uid);
}

/** Sends the e-mail whose link verifies the account's address, which enrolling asks for. */
export async function enviarVerificacionDeCorreo(): Promise<void> {
  await sendEmailVerification(usuarioActual());
}
