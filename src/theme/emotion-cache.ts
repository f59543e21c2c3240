import createCache, { type StylisElement } from '@emotion/cache';

/**
 * The properties that a browser able to run this build (es2022: Chrome 94, Firefox 93, Safari 15.4
 * and later) still needs written with -webkit- too: Safari's user-select, backdrop-filter (before
 * 18), hyphens (before 17) and masks; Chromium's print-color-adjust (before 136),
 * box-decoration-break and background-clip: text (before 120).
 */
const CON_WEBKIT = new Set([
  'user-select',
  'backdrop-filter',
  'hyphens',
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
  'print-color-adjust',
  'box-decoration-break',
  'background-clip',
]);

/** Stylis plugin: writes the -webkit- form before the declarations listed above, and nothing else. */
export function prefijosNecesarios(element: StylisElement): void {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  if (CON_WEBKIT.has(element.props)) element.return = `-webkit-${element.value}${element.value}`;
}

/**
 * Emotion's cache for the signed-in frame, without Emotion's default vendor prefixer. The prefixer
 * writes the prefixes of browsers this build does not run on (-ms- flexbox, -webkit-box, three
 * copies of every ::placeholder rule, @-webkit-keyframes): a quarter of the CSS a list screen's
 * first commit serialized and inserted on a phone (blocking time, which Lighthouse's mobile run
 * holds to 100 ms).
 */
export const cacheEstilos = createCache({ key: 'css', stylisPlugins: [prefijosNecesarios] });
