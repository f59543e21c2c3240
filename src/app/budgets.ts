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
  // The grid screens draw their heading, filters and first cards or skeleton before MUI X's data
  // grid (~140 kB) arrives: on a wide screen it loads with the first list shown, on a phone never
  // (each row is a card). What follows the first draw is not counted here; on a laptop the grid
  // still comes before the rows do.
  '/clientes': 400,
  '/reportes': 400,
  // Its save is a transaction (Firestore's transaction code, ~23 kB) so that the log entry the
  // browser writes with it states what was stored before, which the rules check (issue 13).
  '/distribuidores': 400,
  // The history's date pickers (~51 kB) and the stepper.
  '/recargas': 450,
  '/proveedores': 400,
  '/usuarios': 400,
  '/productos': 400,
  // The date pickers of its filters and the purchase dialogs.
  '/compras': 460,
  // The date pickers of its filters (~51 kB).
  '/logs': 440,
  '/perfil': 400,
};

/** A route's budget (undefined: the route has no line yet) and target, in bytes. */
export function limitsFor(path: string): { budget: number | undefined; target: number } {
  const kb = BUDGETS_KB[path];
  return { budget: kb === undefined ? undefined : kb * 1000, target: objetivoKb(path) * 1000 };
}
