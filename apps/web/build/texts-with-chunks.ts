import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// Components ask for their text namespace with useTranslation('catalogue'), and i18next fetches
// it when the component first renders (shared/i18n/texts-on-demand.ts). For a page that loads
// from a chunk of its own, that is one more round trip after the chunk, and one more for each
// nested component with a namespace of its own (the scholar signup: the page's chunk, then the
// accounts texts, then the subscriptions texts). This build step starts a chunk's texts with the
// chunk: every `import('./…')` of the app's sources also starts loading the namespaces that the
// imported module and everything it imports statically ask for (decision 0044).

/** The first argument of every `useTranslation('ns')` or `useTranslation(['a', 'b'])`. */
const useTranslationCall = /useTranslation\(\s*(?:'(\w+)'|\[([^\]]*)\])/g;
/** Static imports and re-exports, `import type` left out (it is erased). */
const staticImport = /^(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;
/**
 * A module whose component shows only now and then (a flash sale's banner) says so with a line
 * `// texts-when-shown: <why>`: its own namespaces then load when it renders, as before, and not
 * with every chunk that imports it. Its imports are still followed.
 */
const textsWhenShown = /^\s*\/\/ texts-when-shown:/m;
/** A dynamic import of a relative path, as written. */
const dynamicImport = /\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g;

const sourceExtensions = ['.ts', '.tsx'];

interface ModuleTexts {
  namespaces: string[];
  imports: string[];
}

/** The source file a relative specifier names (with or without its extension, or a folder's index), or null. */
export function resolveSource(specifier: string, importer: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(importer), specifier);
  const candidates = sourceExtensions.includes(path.extname(base))
    ? [base]
    : [...sourceExtensions.map((extension) => base + extension), ...sourceExtensions.map((extension) => path.join(base, `index${extension}`))];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/**
 * Whether a namespace is fetched on demand from `src/features/<namespace>/i18n/` (app/texts-loader.ts).
 * The admin's namespaces and the editor's are not: their chunks register them (registerLazyTexts),
 * and asking i18next to load one first would leave an empty bundle in its place.
 */
export function textsOnDemandIn(sourceRoot: string): (namespace: string) => boolean {
  return (namespace) => existsSync(path.join(sourceRoot, 'features', namespace, 'i18n', 'en.json'));
}

/**
 * Finds, for a module of the app's sources, the namespaces fetched on demand (`isOnDemand`) that it
 * and its static imports ask for (the default `translation` left out: the root layout loads it
 * with the first page). Results per file are kept for the whole build.
 */
export function createTextsFinder(isOnDemand: (namespace: string) => boolean) {
  const modules = new Map<string, ModuleTexts>();

  const moduleTexts = (file: string): ModuleTexts => {
    const known = modules.get(file);
    if (known) return known;
    const code = readFileSync(file, 'utf8');
    const namespaces = new Set<string>();
    for (const match of textsWhenShown.test(code) ? [] : code.matchAll(useTranslationCall)) {
      const listed = match[1] !== undefined ? [match[1]] : [...(match[2] ?? '').matchAll(/'(\w+)'/g)].map((item) => item[1] ?? '');
      for (const namespace of listed) if (namespace && namespace !== 'translation' && isOnDemand(namespace)) namespaces.add(namespace);
    }
    const imports = [...code.matchAll(staticImport)].flatMap((match) => resolveSource(match[1] ?? '', file) ?? []);
    const texts = { namespaces: [...namespaces], imports };
    modules.set(file, texts);
    return texts;
  };

  /** The namespaces of `file` and of every module it imports statically, sorted. */
  return function namespacesOf(file: string): string[] {
    const seen = new Set<string>();
    const namespaces = new Set<string>();
    const pending = [file];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      const texts = moduleTexts(next);
      for (const namespace of texts.namespaces) namespaces.add(namespace);
      pending.push(...texts.imports);
    }
    return [...namespaces].sort();
  };
}

/**
 * Rewrites each `import('./…')` of `code` (the module `file`) whose module asks for texts into
 * `(preloadTexts([…]), import('./…'))`, and imports preloadTexts from `preloadModule`; null when
 * nothing changes.
 */
export function startTextsWithChunks(code: string, file: string, preloadModule: string, namespacesOf: (file: string) => string[]): string | null {
  let changed = false;
  const out = code.replace(dynamicImport, (call: string, _quote: string, specifier: string) => {
    const target = resolveSource(specifier, file);
    const namespaces = target ? namespacesOf(target) : [];
    if (namespaces.length === 0) return call;
    changed = true;
    return `(__preloadTexts(${JSON.stringify(namespaces)}), ${call})`;
  });
  return changed ? `import { preloadTexts as __preloadTexts } from ${JSON.stringify(preloadModule)};\n${out}` : null;
}

/** The browser build's step (the server renders every namespace before it answers). */
export function textsWithChunks(): Plugin {
  let sourceRoot = '';
  let preloadModule = '';
  let namespacesOf: (file: string) => string[] = () => [];
  return {
    name: 'upline-texts-with-chunks',
    // Before the TypeScript transform: the imports as written.
    enforce: 'pre',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved: (config) => {
      sourceRoot = path.join(config.root, 'src') + path.sep;
      preloadModule = path.join(sourceRoot, 'shared', 'i18n', 'preload-texts.ts');
    },
    buildStart: () => {
      namespacesOf = createTextsFinder(textsOnDemandIn(sourceRoot));
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(sourceRoot) || !sourceExtensions.includes(path.extname(file)) || file === preloadModule || !code.includes('import(')) return null;
      const out = startTextsWithChunks(code, file, preloadModule, namespacesOf);
      return out === null ? null : { code: out, map: null };
    },
  };
}
