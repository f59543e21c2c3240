// The `test` every spec imports (ESLint refuses `test` from @playwright/test in e2e/): each page of
// a test runs under the Content-Security-Policy that firebase.json sends, and any
// `securitypolicyviolation` it reports fails the test. A second session (another user signed in
// at the same time) comes from `openContext`, watched the same way.
import { test as base, expect, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

export { expect };

type Report = (text: string) => void;

const violationsByContext = new WeakMap<BrowserContext, string[]>();

/** Starts recording the CSP violations of every page the context opens. */
async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  violationsByContext.set(context, violations);
  await context.exposeBinding('__cspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: Report }).__cspViolation;
      const where = event.sourceFile ? ` en ${event.sourceFile}:${event.lineNumber}` : '';
      report(`${event.effectiveDirective} bloqueó ${event.blockedURI || 'código en línea'}${where}`);
    });
  });
  return violations;
}

interface Fixtures {
  /** The CSP violations of this test's main context so far (a test that causes one on purpose empties it). */
  cspViolations: string[];
  /** Another browser context, e.g. a second user signed in at the same time; closed after the test. */
  openContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    const violations = await watchCsp(context);
    await use(context);
    expect(violations, 'violaciones de la política de seguridad de contenido (CSP)').toEqual([]);
  },
  cspViolations: async ({ context }, use) => {
    await use(violationsByContext.get(context) ?? []);
  },
  openContext: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      await watchCsp(context);
      opened.push(context);
      return context;
    });
    const violations = opened.flatMap((context) => violationsByContext.get(context) ?? []);
    await Promise.all(opened.map((context) => context.close()));
    expect(violations, 'violaciones de la CSP en otra sesión').toEqual([]);
  },
});
