/** Runs `tarea` when the page is idle (at the latest after 5 s), after what a screen draws first. */
export const enReposo = (tarea: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(tarea, { timeout: 5_000 });
  else window.setTimeout(tarea, 2_000);
};
