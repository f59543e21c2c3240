// What the app shell knows about the session before any screen loads. Kept free of Firebase and
// zod (session.ts, session-user.ts), so the sign-in page draws without them.

/** sessionStorage key of the session user; the name currentUser is required. */
export const SESSION_KEY = 'currentUser';

/** Whether this tab holds a session user at all (parseable or not): anything to check. */
export function hasSessionUser(): boolean {
  return sessionStorage.getItem(SESSION_KEY) !== null;
}

type ForcedLogoutHandler = (reason: string) => void;

let onForcedLogout: ForcedLogoutHandler = () => undefined;

/** The app decides where a forced logout lands (the login screen). */
export function setForcedLogoutHandler(handler: ForcedLogoutHandler): void {
  onForcedLogout = handler;
}

export function forcedLogoutLanding(reason: string): void {
  onForcedLogout(reason);
}
