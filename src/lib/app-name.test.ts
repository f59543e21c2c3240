import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { APP_NAME } from './app-name';

it('index.html shows the same product name as the app before the app has loaded', () => {
  const html = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');
  expect(html).toContain(`<title>${APP_NAME}</title>`);
});
