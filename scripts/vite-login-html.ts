// The sign-in page's own HTML (issue 14): index.html plus the preloads of the sign-in page's chunk,
// its static imports and its stylesheet. A first visit to /login then fetches them together with
// the entry instead of after the entry has run: one round trip less before the page draws (it was
// most of Lighthouse's largest contentful paint). Hosting serves it for /login only (firebase.json);
// every other path keeps index.html, so a signed-in screen downloads nothing of the sign-in page.
// The lazy import still runs: it finds the module already fetched, and Vite's preload helper finds
// the stylesheet already linked.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const LOGIN_PAGE = 'src/features/auth/components/LoginPage.tsx';
export const LOGIN_HTML = 'login.html';

export function loginHtml(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'recargas:login-html',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    writeBundle(options, bundle) {
      const index = bundle['index.html'];
      const page = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.facadeModuleId === path.join(root, LOGIN_PAGE),
      );
      if (index?.type !== 'asset' || page?.type !== 'chunk') {
        throw new Error(`login-html: el build no produjo index.html o el chunk de ${LOGIN_PAGE}`);
      }
      const html = String(index.source);
      const scripts = new Set<string>();
      const styles = new Set<string>();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk' || scripts.has(file)) return;
        scripts.add(file);
        chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
        chunk.imports.forEach(visit);
      };
      visit(page.fileName);
      // What index.html already fetches (the entry and its own imports) is not asked for twice.
      const fresh = (file: string) => !html.includes(`"${base}${file}"`);
      const tags = [
        ...[...styles].filter(fresh).map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
        ...[...scripts].filter(fresh).map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
      ];
      const out = options.dir ?? path.dirname(options.file ?? path.join(root, 'dist', 'x'));
      writeFileSync(path.join(out, LOGIN_HTML), html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`));
    },
  };
}
