// Types of scripts/ports.mjs, for the TypeScript scripts that find the local stack through it.
export const root: string;
export const PORT_OFFSET: number;
export const PORTS: Record<'auth' | 'firestore' | 'functions' | 'hosting' | 'hub' | 'logging', number>;
export const STACK_ENV: {
  FIRESTORE_EMULATOR_HOST: string;
  FIREBASE_AUTH_EMULATOR_HOST: string;
  HOSTING_URL: string;
  FUNCTIONS_URL: string;
};
export function firebaseConfigPath(): string;
