/**
 * zod 4 probes whether it may compile parsers with `new Function` the first time it parses an
 * object. The page's Content-Security-Policy has no 'unsafe-eval', so the probe is refused (zod then
 * falls back, but the browser reports a policy violation). zod reads its settings from this global
 * and keeps one that is already there, so setting it before any chunk with zod loads makes it
 * parse without the probe. Imported first by both entries (the site and the admin console).
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
