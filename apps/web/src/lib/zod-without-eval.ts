declare global {
  // Zod keeps its settings here, so every copy of zod shares them; `z.config()` writes to it.
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * The content security policy allows no eval (script-src 'self'). Unless told `jitless`, zod tries
 * `new Function` when a schema is defined, to see whether it may compile faster parsers; the
 * browser reports that try as a violation (failing Lighthouse's best practices) although zod
 * catches it. This is `z.config({ jitless: true })` without importing zod: the entry runs it
 * before any schema exists, and zod itself stays out of the first page's scripts.
 */
// Changed in place: a zod already loaded holds on to the object it found.
(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
