// What a first visit to each route of the route table (routes.ts) may download before it draws:
// JavaScript and CSS, gzip, in kB of 1,000 bytes. Signing in on /login and then opening a screen
// is held to the screen's target (objetivoKb), the sign-in page's files included. Held by
// budgets.test.ts in npm test; npm run bench prints the same table.

/** The size targets: the sign-in page 150 kB, Inicio 300 kB, no route over 400 kB. */
export function objetivoKb(path: string): number {
  if (path === '/' || path === '/login') return 150;
  return path === '/inicio' ? 300 : 400;
}

/**
 * One line per route of the route table: a new route gets its line (the test fails without it).
 * A budget is its target, or, while a route is still over it, its size today rounded up to the
 * next 5 kB, so it cannot grow unnoticed; the comment says what stands in the way.
 */
export const BUDGETS_KB: Readonly<Record<string, number>> = {
  // The sign-in page draws without MUI (plain HTML and theme/shell.css): React DOM (~62 kB) and
  // React Router (~28) are most of its 108 kB.
  '/': 150,
  '/login': 150,
  // Its figures read no schema (zod stays with the forms, and signing in checks its form by
  // hand), and the layout loads the phone's drawer, the snackbar and the loading bar when they
  // are first shown.
  '/inicio': 300,
  // The grid screens draw their heading, filters and first cards or skeleton before MUI X's data
  // grid (~140 kB) arrives: on a wide screen it loads with the first list shown, on a phone never
  // (each row is a card). What follows the first draw is not counted here; on a laptop the grid
  // still comes before the rows do. Every screen reads over REST, so it draws without Firestore's
  // SDK (Lite, ~25 kB), which a dialog's save loads when the dialog is first opened.
  '/clientes': 400,
  '/reportes': 400,
  '/distribuidores': 400,
  // The dated lists (recargas' history, compras, logs) draw before their date pickers (~47 kB)
  // arrive (components/lista/ListaConFechas.tsx); compras' dialogs load when first opened.
  '/recargas': 400,
  '/corte': 400,
  '/pasarelas': 400,
  '/proveedores': 400,
  '/usuarios': 400,
  '/productos': 400,
  '/compras': 400,
  '/logs': 400,
  '/perfil': 400,
};

/** A route's budget (undefined: the route has no line yet) and target, in bytes. */
export function limitsFor(path: string): { budget: number | undefined; target: number } {
  const kb = BUDGETS_KB[path];
  return { budget: kb === undefined ? undefined : kb * 1000, target: objetivoKb(path) * 1000 };
}
