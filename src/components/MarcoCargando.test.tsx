import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { marcoCargandoHtml } from '../../scripts/vite-route-html';
import { MarcoCargando } from './MarcoCargando';

// A signed-in screen's HTML carries this markup for its first paint, and React's first render draws
// the component: the two must be the same, or the page would change under the user's eyes.
describe('the first-load frame', () => {
  it.each([['Clientes'], ['Ñandú & <Compañía> "α"'], [undefined]])(
    'is the same in the page’s HTML and in React’s first render (title %s)',
    (titulo) => {
      expect(marcoCargandoHtml(titulo)).toBe(renderToStaticMarkup(<MarcoCargando titulo={titulo} />));
    },
  );

  it('shows the bar, the title as the page’s heading, and a named progress indicator', () => {
    const html = marcoCargandoHtml('Clientes');
    expect(html).toContain('<h1 class="shell-titulo">Clientes</h1>');
    expect(html).toContain('role="progressbar" aria-label="Cargando"');
    expect(marcoCargandoHtml()).not.toContain('<h1');
  });
});
