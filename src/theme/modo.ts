// The colour mode the signed-in frame's ThemeProvider remembers (MUI keeps it in localStorage as
// 'mui-mode': 'light', 'dark' or 'system'), put on <html> before anything draws. The screens that
// draw without MUI (sign-in, first load, a screen that failed to load) follow it through
// shell.css; once MUI mounts it keeps the same class up to date.
const MODE_KEY = 'mui-mode';

/** The mode to draw in: what was stored ('system' resolved by the device), else light. */
export function modoGuardado(leerModo: () => string | null, prefiereOscuro: boolean): 'light' | 'dark' {
  let mode: string | null = null;
  try {
    mode = leerModo();
  } catch {
    // Storage blocked (cookies off): even reaching window.localStorage throws. The default mode.
  }
  if (mode === 'system') return prefiereOscuro ? 'dark' : 'light';
  return mode === 'dark' ? 'dark' : 'light';
}

export function aplicarModoGuardado(): void {
  const prefiereOscuro = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  const mode = modoGuardado(() => window.localStorage.getItem(MODE_KEY), prefiereOscuro);
  document.documentElement.classList.remove('light', 'dark');
  document.documentElement.classList.add(mode);
}
