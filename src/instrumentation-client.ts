/**
 * Runs in the browser before the application's own code (Next's client instrumentation hook).
 *
 * zod: the Content-Security-Policy forbids eval (src/lib/csp.ts), so zod's compiled parsers can never run in the
 * browser, and zod probes for them with `new Function('')` as the first schema is built, which Chromium reports as a
 * policy violation on every page. Saying up front that it runs without eval skips the probe; parsing is the same
 * (zod's interpreter, which it falls back to anyway). zod reads its settings from `globalThis.__zod_globalConfig`,
 * so zod itself is not imported here. Not in the schema modules: Turbopack hoisted a module's schemas above the
 * setting in the module they import, and the probe still ran (tests/e2e/security-headers.test.ts).
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } }
scope.__zod_globalConfig ??= {}
scope.__zod_globalConfig.jitless = true
