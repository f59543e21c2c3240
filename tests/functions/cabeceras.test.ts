// The security headers firebase.json sends, read from the Hosting emulator as a browser
// gets them: on the app's pages, its assets and the /api/** answers.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HOST, HOSTING_URL } from '../support/emulators';

const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';

/** The Content-Security-Policy as directive → sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

async function headersOf(path: string, init?: RequestInit): Promise<Headers> {
  const res = await fetch(`${HOSTING_URL}${path}`, init);
  await res.arrayBuffer();
  return res.headers;
}

let asset: string;

beforeAll(() => {
  const html = readFileSync(new URL('../../dist/index.html', import.meta.url), 'utf8');
  asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  expect(asset).not.toBe('');
});

describe.each([
  ['the sign-in page', '/login'],
  ['the root', '/'],
  ['a deep link (SPA rewrite)', '/clientes'],
  ['index.html', '/index.html'],
  ['login.html', '/login.html'],
  // The installable app's service worker and manifest, which a browser fetches again on every visit.
  ['the service worker', '/sw.js'],
  ['the web app manifest', '/manifest.webmanifest'],
])('security headers on %s', (_case, path) => {
  let headers: Headers;
  let csp: Map<string, string[]>;
  beforeAll(async () => {
    headers = await headersOf(path);
    csp = parseCsp(headers.get('content-security-policy'));
  });

  it('nosniff, a referrer policy, a permissions policy and no framing', () => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    const permissions = headers.get('permissions-policy') ?? '';
    for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
      expect(permissions).toContain(denied);
    }
    // The Recargas ticket is shared with the Web Share API.
    expect(permissions).toContain('web-share=(self)');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('no-cache: after a deploy the next visit gets the new page, which names assets that exist', () => {
    expect(headers.get('cache-control')).toBe('no-cache');
  });

  it("a CSP that enforces (not report-only), frames only reCAPTCHA's challenge and is framed by nobody", () => {
    expect(headers.get('content-security-policy-report-only')).toBeNull();
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // Sending an SMS code (two-step verification) needs reCAPTCHA in production; against the
    // emulators the SDK's mock verifier loads nothing (lib/segundo-factor/verificador.ts).
    expect(csp.get('frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
  });

  it("scripts only from the app itself and reCAPTCHA's: no eval, no inline script", () => {
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    for (const sources of csp.values()) {
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources).not.toContain('*');
    }
  });

  it('styles inline (emotion/MUI); images from data: and blob: (charts, exports) and Firestore’s network probe', () => {
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    // The Firestore SDK, after a network failure, loads www.google.com/images/cleardot.gif to tell
    // a dead network from a dead server.
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://www.google.com']);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it("connects to the app, Firebase Auth and Firestore, and to this stack's emulators", () => {
    const connect = csp.get('connect-src') ?? [];
    expect(connect[0]).toBe("'self'");
    for (const origin of [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      `http://${AUTH_HOST}`,
      `http://${FIRESTORE_HOST}`,
    ]) {
      expect(connect).toContain(origin);
    }
    expect(connect.filter((source) => source.startsWith('http://'))).toHaveLength(2);
  });
});

describe('headers beyond the pages', () => {
  it('an asset keeps its long cache and gets nosniff', async () => {
    const headers = await headersOf(asset);
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('an /api answer gets nosniff and no framing', async () => {
    const headers = await headersOf('/api/health');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(parseCsp(headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
  });
});
