import { beforeAuthStateChanged, onIdTokenChanged, type Auth, type User } from 'firebase/auth';

export const TOKEN_SYNC_MAX_AGE_SECONDS = 300;

interface TokenSyncDeps {
  url: string;
  fetch: typeof fetch;
  now: () => number;
}

/**
 * The token sync, when a token-sync URL is set (what getAuth()'s authTokenSyncURL does, kept
 * with initializeAuth): POST the ID token whenever it changes, DELETE on sign-out, skip tokens
 * older than 300 s and repeats of the last one sent.
 */
export function createTokenSync({ url, fetch: send, now }: TokenSyncDeps) {
  let lastSent: string | undefined;
  return async (user: Pick<User, 'getIdTokenResult'> | null): Promise<void> => {
    const result = user ? await user.getIdTokenResult() : null;
    if (result && (now() - Date.parse(result.issuedAtTime)) / 1000 > TOKEN_SYNC_MAX_AGE_SECONDS) return;
    const token = result?.token;
    if (token === lastSent) return;
    lastSent = token;
    await send(url, token ? { method: 'POST', headers: { Authorization: `Bearer ${token}` } } : { method: 'DELETE' });
  };
}

/** The setting's URL when it may be used: only on a secure page and the same origin. */
export function tokenSyncUrl(setting: string | undefined, location: Location, isSecure: boolean): string | null {
  if (!setting || !isSecure) return null;
  const url = new URL(setting, location.origin);
  return url.origin === location.origin ? url.toString() : null;
}

export function startTokenSync(auth: Auth, setting: string | undefined): void {
  const url = tokenSyncUrl(setting, window.location, window.isSecureContext);
  if (!url) return;
  const sync = createTokenSync({ url, fetch: window.fetch.bind(window), now: Date.now });
  beforeAuthStateChanged(
    auth,
    (user) => sync(user),
    () => void sync(auth.currentUser),
  );
  onIdTokenChanged(auth, (user) => void sync(user));
}
