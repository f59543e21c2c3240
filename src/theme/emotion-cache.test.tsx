import { CacheProvider, Global, keyframes } from '@emotion/react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheEstilos } from './emotion-cache';

/** The CSS the frame's cache wrote into the page (in tests Emotion writes text, not insertRule). */
const cssEscrito = () =>
  [...document.querySelectorAll('style[data-emotion^="css"]')].map((style) => style.textContent).join('');

const girar = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

describe('the frame’s style cache', () => {
  afterEach(() => {
    cacheEstilos.sheet.flush();
    cacheEstilos.inserted = {};
  });

  it('writes flexbox, placeholders and keyframes once, without the prefixes of browsers the build does not run on', () => {
    render(
      <CacheProvider value={cacheEstilos}>
        <Global
          styles={{
            '.fila': { display: 'flex', alignItems: 'center', flex: '1 1 auto', animation: `${girar} 1s` },
            '.campo::placeholder': { color: 'gray' },
          }}
        />
      </CacheProvider>,
    );
    const css = cssEscrito();
    expect(css).toContain('.fila{display:flex;align-items:center;flex:1 1 auto;');
    expect(css).toContain('.campo::placeholder{color:gray;}');
    expect(css).toMatch(/@keyframes animation-\w+\{from\{opacity:0;\}to\{opacity:1;\}\}/);
    expect(css).not.toMatch(/-ms-|-moz-|-webkit-box|-webkit-flex|-webkit-align|-webkit-keyframes|input-placeholder/);
  });

  it('still writes the -webkit- form of what Safari and older Chromium need', () => {
    render(
      <CacheProvider value={cacheEstilos}>
        <Global
          styles={{
            '.boton': { userSelect: 'none', backdropFilter: 'blur(4px)' },
            '@media print': { '.tabla': { printColorAdjust: 'exact' } },
          }}
        />
      </CacheProvider>,
    );
    const css = cssEscrito();
    expect(css).toContain('.boton{-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
    expect(css).toContain('-webkit-print-color-adjust:exact;print-color-adjust:exact;');
  });

  it('leaves a declaration already written with its prefix as it is', () => {
    render(
      <CacheProvider value={cacheEstilos}>
        <Global styles={{ '.texto': { WebkitTextFillColor: 'red', WebkitUserSelect: 'text' } }} />
      </CacheProvider>,
    );
    const css = cssEscrito();
    expect(css).toContain('.texto{-webkit-text-fill-color:red;-webkit-user-select:text;}');
  });
});
