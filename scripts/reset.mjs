#!/usr/bin/env node
// Wipes the local emulator data; the next "npm start" seeds the demo data again.
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PORT_OFFSET, PORTS, root } from './ports.mjs';

const running = await new Promise((resolve) => {
  const socket = net.connect(PORTS.firestore, '127.0.0.1');
  socket.once('connect', () => socket.end(() => resolve(true)));
  socket.once('error', () => resolve(false));
});
if (running) {
  console.error(
    'Los emuladores están en marcha: deténgalos (Ctrl-C en "npm start") y vuelva a ejecutar "npm run reset".',
  );
  process.exit(1);
}
rmSync(path.join(root, PORT_OFFSET ? `.emulator-data-${PORT_OFFSET}` : '.emulator-data'), {
  recursive: true,
  force: true,
});
console.log('Datos locales borrados. El próximo "npm start" vuelve a sembrar los datos de demostración.');
