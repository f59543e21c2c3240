// Writes src/theme/variables.css, the theme's CSS variables, from src/theme/theme.ts (npm run
// tema:css after changing the theme; src/theme/variables-css.test.ts fails until it is run).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { getTheme } from '../src/theme/theme';
import { variablesCss, type HojaDeVariables } from '../src/theme/variables-css';

export const VARIABLES_CSS = path.join(import.meta.dirname, '..', 'src', 'theme', 'variables.css');

const hojas = getTheme().generateStyleSheets() as HojaDeVariables[];
writeFileSync(VARIABLES_CSS, variablesCss(hojas));
console.log(`Escrito ${path.relative(process.cwd(), VARIABLES_CSS)}`);
