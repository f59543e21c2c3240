// The floor beside /inicio in the bench's Lighthouse table: piso/inicio.tsx built as one file into
// the Hosting emulator's folder for the length of the bench, on the app's origin (the signed-in
// run's session is the tab's, in sessionStorage) and under its headers. Removed afterwards: it is
// never part of the app's build.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const RUTA_PISO = '/piso-de-inicio.html';
const SCRIPT = 'assets/piso-de-inicio.js';

const HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="El mínimo de la pila para la primera cifra de Inicio" />
    <title>Piso de Inicio</title>
    <script type="module" crossorigin src="/${SCRIPT}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Builds the floor page into `dist`; the function it answers removes it. */
export async function construirPiso(dist: string): Promise<() => void> {
  await build({
    entryPoints: [path.join(path.dirname(fileURLToPath(import.meta.url)), 'piso/inicio.tsx')],
    outfile: path.join(dist, SCRIPT),
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    // The app's build gives neither; firebase-config.ts then takes the demo project's defaults.
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': '{}' },
    logLevel: 'error',
  });
  const html = path.join(dist, RUTA_PISO);
  writeFileSync(html, HTML);
  return () => {
    rmSync(html, { force: true });
    rmSync(path.join(dist, SCRIPT), { force: true });
  };
}
