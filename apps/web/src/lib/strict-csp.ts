/**
 * Zod 4 compiles fast object parsers with `new Function`, and probes once whether it may when the
 * first `z.object` is built. Under the app's Content-Security-Policy (script-src 'self', no
 * 'unsafe-eval') the probe fails quietly, but every browser reports it as a violation (Firefox
 * prints it in red in the console). `jitless` skips the probe and the compiled parsers (ADR 0027).
 *
 * It must be set before the contract's chunk builds its first schema, so this module is the
 * entry's first import. It writes the object zod keeps its settings in
 * (`globalThis.__zod_globalConfig`, zod/v4/core/core.js) rather than calling `z.config()`: importing
 * zod here would bring the contract's chunk into the first load of /login (ADR 0019). The object is
 * shared, not replaced, so zod sees the setting whichever of the two runs first;
 * __tests__/strict-csp.test.ts checks that `z.config()` still reads it.
 */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
