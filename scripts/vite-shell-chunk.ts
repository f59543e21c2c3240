// The signed-in frame in one file. Left to the bundler's own splitting, the frame
// (app/layout/AppLayout.tsx and what it imports: MUI's theme, app bar, menu, lists, icons,
// the session) came in about 20 files of 1–10 kB each, one per set of screens that shares them.
// Every signed-in screen loads the frame, so putting all of it in one file adds no byte to any
// screen, and a first visit to /inicio fetches 23 files instead of 39. Over HTTP/1.1 (the Hosting
// emulator's protocol, which Lighthouse's simulated mobile load then assumes) a browser opens six
// connections per host, so each round of six files costs a round trip, which Lighthouse's first
// and largest paints of /inicio showed (the figures are in the commits that made this file). Over
// HTTP/2 they share one connection, and fewer, larger files still compress better.
//
// Kept out of the file, so that no signed-out page downloads it:
// - what a first visit to /login downloads (the entry's and the sign-in page's static imports);
// - what the sign-in page loads when asked (signing in, a password reset) and what that imports,
//   such as the app's Firebase set-up and the session user, which the frame shares;
// - Firebase's packages and everything they import: they stay in their own file, which the frame
//   imports, and a module of theirs inside the frame's file would make the two files import each
//   other.
// - what the frame imports without using: MUI's styles index imports enhanceHighContrast, which
//   imports the classes of 14 components and, through the input's, InputBase and its textarea. The
//   bundler drops the frame's unused code but keeps the file a module is assigned to, so following
//   that import put the forms' input (3.6 kB gzip) in every signed-in screen's first visit.
// AppLayout.tsx itself stays its own small file (the route table's lazy import), so the manifest,
// the size check and the chunk-reload rule see the frame as before.
//
// The file also carries what Inicio's page shares with anything else loaded on demand (its cards,
// chips, list items, money and date formats, the retry message): admin and user land on Inicio at
// every sign-in, so those modules were already in a session's cache when another screen first
// asked for them. Left apart they were 11 files of 0.2-2.7 kB each: a first visit to /inicio
// fetched 24 files, now 13, and 4 kB less (206.0 kB gzip). Lighthouse's simulated load divides the
// connection evenly among the requests in flight, whatever their size, so each small file slowed
// React's download: React arrived at 3.3 s instead of 2.9 s, and the figures with it (mobile score
// 78-82 before, 87-91 after). What only Inicio uses stays in its page. Another screen's first
// visit grew by at most 1.9 kB (/distribuidores); src/app/budgets.test.ts holds every route to
// its budget and Inicio to one file of its own.
//
// Inicio's page also runs an early entry (src/temprano.ts), whose reads leave while the app
// downloads (features/inicio/api/lectura-temprana.ts). What it runs comes in two files of its own,
// neither of which imports the frame's file, React or Firebase: what only it and Inicio's page use
// ("temprano"), and what it shares with the rest of the signed-in app ("sesion": the reads started
// ahead, the REST lookups, the dates), which the frame's file then imports. It may share nothing
// with the app's entry: that module would be a file of its own on the sign-in page too, and the
// build fails instead.
import type { Plugin } from 'vite';

const LAYOUT = '/src/app/layout/AppLayout.tsx';
const LOGIN_PAGE = '/src/features/auth/components/LoginPage.tsx';
const FIREBASE = /[\\/]node_modules[\\/](firebase|@firebase)[\\/]/;
/** Imported by a module of the frame, never called by it: the closure does not go through them. */
const UNUSED_BY_FRAME = /[\\/]@mui[\\/]material[\\/]styles[\\/]enhanceHighContrast\.m?js$/;

export interface ShellChunks {
  plugin: Plugin;
  /** A module of the signed-in frame's file. */
  test: (id: string) => boolean;
  /** A module only the early entry (and Inicio's page) runs. */
  testTemprano: (id: string) => boolean;
  /** A module the early entry shares with the signed-in app. */
  testTempranoComun: (id: string) => boolean;
}

/**
 * `landing`: the page of the screen admin and user land on after signing in; `temprano`: the entry
 * its page runs before the app (src/temprano.ts). Both from the project's root.
 */
export function shellChunk(landing: string, temprano: string): ShellChunks {
  const shell = new Set<string>();
  const early = new Set<string>();
  const earlyShared = new Set<string>();
  const plugin: Plugin = {
    name: 'recargas:shell-chunk',
    apply: 'build',
    buildEnd() {
      shell.clear();
      early.clear();
      earlyShared.clear();
      const ids = [...this.getModuleIds()];
      const staticImports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const closure = (roots: string[], skip?: RegExp) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || skip?.test(id)) return;
          seen.add(id);
          staticImports(id).forEach(visit);
        };
        roots.forEach(visit);
        return seen;
      };
      const find = (file: string) => {
        const id = ids.find((candidate) => candidate.endsWith(file));
        if (!id) throw new Error(`shell-chunk: el build no incluye ${file}`);
        return id;
      };
      const layout = find(LAYOUT);
      const earlyEntry = find(`/${temprano}`);
      const landingPage = find(`/${landing}`);
      const entry = closure(ids.filter((id) => id !== earlyEntry && this.getModuleInfo(id)?.isEntry));
      const loginPage = closure(ids.filter((id) => id.endsWith(LOGIN_PAGE)));
      // What the sign-in page loads when asked (signing in, its form's schema, a password reset).
      const onDemand = [...loginPage]
        .filter((id) => !entry.has(id))
        .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      const apart = closure([...entry, ...loginPage, ...onDemand, ...ids.filter((id) => FIREBASE.test(id))]);
      // Everything loaded on demand but the landing screen's page: the other screens, the frame's
      // drawer and snackbar, the dialogs.
      const others = closure(
        ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => id !== landingPage),
        UNUSED_BY_FRAME,
      );
      // What the early entry runs: what only it (and Inicio's page) uses in one file, what it
      // shares with the rest of the signed-in app in another; neither imports the frame's file.
      for (const id of closure([earlyEntry])) {
        if (id === earlyEntry) continue;
        // A module the app's entry runs as well would be a file of its own, which the sign-in page
        // would download too; Firebase would come before the early reads.
        if (entry.has(id) || FIREBASE.test(id))
          throw new Error(
            `shell-chunk: ${temprano} no puede importar ${id}, que la entrada de la app o Firebase ya traen`,
          );
        (others.has(id) ? earlyShared : early).add(id);
      }
      const frame = (id: string) => !apart.has(id) && !early.has(id) && !earlyShared.has(id);
      for (const id of closure([layout], UNUSED_BY_FRAME)) if (id !== layout && frame(id)) shell.add(id);
      // What the landing screen's page shares with anything else loaded on demand (see the top of
      // this file).
      for (const id of closure([landingPage], UNUSED_BY_FRAME))
        if (id !== landingPage && frame(id) && others.has(id)) shell.add(id);
    },
  };
  return {
    plugin,
    test: (id) => shell.has(id),
    testTemprano: (id) => early.has(id),
    testTempranoComun: (id) => earlyShared.has(id),
  };
}
