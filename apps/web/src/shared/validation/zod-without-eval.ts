/**
 * Zod compiles a faster parser for object schemas with `new Function()` unless told not to, and
 * first tries whether it may. The shop's Content-Security-Policy forbids eval, so that try is a
 * refused eval in the browser's Issues (a best-practices finding on every page with a form).
 * Zod keeps its settings in this global (what `z.config()` writes), so setting it here, at start,
 * costs the first download no part of zod, and holds whether zod loads before or after.
 */
export function configureZodWithoutEval(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
