// Imported, for its effect, by every module that builds a schema (before `z` from 'zod'). The web
// app runs under a Content-Security-Policy without 'unsafe-eval', and zod, left to itself, probes
// `new Function` on its first object parse: the probe is caught, but the browser still reports a
// violation. Jitless, zod never tries. (Only `config` is imported, so the bundles keep only the
// parts of zod they use.)
import { config } from 'zod/v4/core';

config({ jitless: true });
