/** One of the theme's CSS-variable sheets (theme.generateStyleSheets()): selector → declarations. */
export type HojaDeVariables = Record<string, Record<string, string | number>>;

const propiedad = (nombre: string) =>
  nombre.startsWith('--') ? nombre : nombre.replace(/[A-Z]/g, (letra) => `-${letra.toLowerCase()}`);

/**
 * The theme's CSS variables as a stylesheet, in the order and with the values the ThemeProvider
 * would insert at run time (a custom property's number keeps no unit, as Emotion writes it).
 */
export function variablesCss(hojas: readonly HojaDeVariables[]): string {
  const reglas = hojas.flatMap((hoja) =>
    Object.entries(hoja).map(
      ([selector, declaraciones]) =>
        `${selector} {\n${Object.entries(declaraciones)
          .map(([nombre, valor]) => `  ${propiedad(nombre)}: ${valor};\n`)
          .join('')}}\n`,
    ),
  );
  return `/* Generado por scripts/tema-css.ts desde src/theme/theme.ts: no editar a mano. */\n${reglas.join('')}`;
}
