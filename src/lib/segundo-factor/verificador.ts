import { RecaptchaVerifier } from 'firebase/auth';
import { auth } from '../firebase';

/**
 * The app verifier that sending an SMS code needs: an invisible reCAPTCHA drawn in `contenedor`.
 * Against the emulators the SDK's connectAuthEmulator has turned on appVerificationDisabledForTesting,
 * and this is its mock, which loads nothing from Google; in production it loads reCAPTCHA (the CSP
 * of firebase.json allows its script and frame, and nothing else of Google's).
 */
export const verificadorEn = (contenedor: HTMLElement) =>
  new RecaptchaVerifier(auth, contenedor, { size: 'invisible' });
