// One part of npm run bench alone, against a running stack: node node_modules/tsx/dist/cli.mjs scripts/bench/solo-pasarelas.ts
import { benchPasarelas } from './pasarelas';

void benchPasarelas().then((ok) => process.exit(ok ? 0 : 1));
