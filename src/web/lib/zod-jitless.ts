// zod compiles object parsers with `new Function` after probing for it; the page's CSP forbids
// eval, so the probe itself is a violation. Parsing without the compiler is fast enough here.
//
// This is `z.config({ jitless: true })` without importing zod: zod (4.x) keeps its settings in
// `globalThis.__zod_globalConfig` and adopts an object already there, so the entry can set it
// before any chunk that parses has loaded, and zod stays out of the entry (vite.config.ts).
// The member journey's browser test fails on any CSP violation, should zod ever keep it elsewhere.
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;
