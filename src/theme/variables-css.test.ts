import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTheme } from './theme';
import { variablesCss, type HojaDeVariables } from './variables-css';

describe('variables.css', () => {
  it('is what the theme generates now (npm run tema:css writes it again after a change of theme.ts)', () => {
    const escrito = readFileSync(path.join(import.meta.dirname, 'variables.css'), 'utf8');
    expect(escrito).toBe(variablesCss(getTheme().generateStyleSheets() as HojaDeVariables[]));
    // Both colour schemes, light and dark, each with its colour-scheme and its own primary colour.
    expect(escrito).toMatch(
      /^:root, \.light \{\n {2}color-scheme: light;\n(.*\n)*? {2}--mui-palette-primary-main: #0d47a1;$/m,
    );
    expect(escrito).toMatch(/^\.dark \{\n {2}color-scheme: dark;\n(.*\n)*? {2}--mui-palette-primary-main: #64b5f6;$/m);
  });

  it('writes declarations as the ThemeProvider would: custom properties as they are, others in CSS case', () => {
    expect(variablesCss([{ ':root': { '--mui-zIndex-modal': 1300, colorScheme: 'light' } }])).toContain(
      ':root {\n  --mui-zIndex-modal: 1300;\n  color-scheme: light;\n}\n',
    );
  });
});
