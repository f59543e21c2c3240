// What a first visit to each route of the route table (routes.ts) may download before it draws:
// JavaScript and CSS, gzip, in kB of 1,000 bytes. Held by budgets.test.ts in npm test; npm run
// bench prints the same table.

/** Issue 14's targets: the sign-in page 150 kB, Inicio 300 kB, no route over 400 kB. */
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
  // Reportes (its tables, tabs and toggles) made the bundler split the MUI modules the screens
  // share into more, smaller files: 2 to 8 kB more on every signed-in route, none of it new code.
  // React DOM (~62 kB), React Router (~28) and MUI's styling engine and theme (~30) come first.
  '/': 170,
  '/login': 170,
  // Over its target since Inicio got its figures: Firestore's aggregation queries and the cards.
  '/inicio': 345,
  // Every grid screen: the shell (~165 kB), Firestore and Auth (~113) and MUI X's data grid (~146).
  '/clientes': 495,
  '/reportes': 400,
  // Its save became a transaction (Firestore's transaction code, ~23 kB) so that the log entry the
  // browser writes with it states what was stored before, which the rules check (issue 13).
  '/distribuidores': 525,
  // The grid, the history's date pickers (~51 kB) and the stepper.
  '/recargas': 590,
  '/proveedores': 525,
  '/usuarios': 495,
  '/productos': 530,
  // The grid, the date pickers of its filters and the purchase dialogs.
  '/compras': 585,
  // The grid and the date pickers of its filters (~51 kB).
  '/logs': 575,
  '/perfil': 400,
};

/** A route's budget (undefined: the route has no line yet) and target, in bytes. */
export function limitsFor(path: string): { budget: number | undefined; target: number } {
  const kb = BUDGETS_KB[path];
  return { budget: kb === undefined ? undefined : kb * 1000, target: objetivoKb(path) * 1000 };
}
