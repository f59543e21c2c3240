// The browser code's import aliases: '@/…' is src/, '@domain/…' is domain/. tsconfig.json's paths
// say the same to the type checker and to ESLint's resolver; Vite, Vitest and the route table's
// reader (scripts/bench/route-sizes.ts) take them from here.
import path from 'node:path';

/** Alias prefix → project folder it stands for. */
export const PATH_ALIASES: Record<string, string> = { '@/': 'src/', '@domain/': 'domain/' };

/** For Vite's and Vitest's resolve.alias, from the project root's absolute path. */
export const viteAliases = (projectRoot: string) =>
  Object.entries(PATH_ALIASES).map(([prefix, folder]) => ({
    find: new RegExp(`^${prefix.replace('/', '\\/')}`),
    replacement: path.join(projectRoot, folder),
  }));

/** The specifier with its alias spelled as a path from the project root, or null when it has none. */
export function unalias(specifier: string, projectRoot: string): string | null {
  const entry = Object.entries(PATH_ALIASES).find(([prefix]) => specifier.startsWith(prefix));
  return entry ? path.join(projectRoot, entry[1], specifier.slice(entry[0].length)) : null;
}
