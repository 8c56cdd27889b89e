import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTextsFinder, resolveSource, startTextsWithChunks, textsOnDemandIn } from './texts-with-chunks';

const src = path.resolve(import.meta.dirname, '../src');
const routes = path.join(src, 'app/routes');
const onDemand = textsOnDemandIn(src);

describe('a chunk starts its texts with itself', () => {
  it('finds the namespaces of a page and of everything it imports, nested components included', () => {
    const namespacesOf = createTextsFinder(onDemand);
    // The scholar signup: the accounts form, and the subscriptions capability's website fee step inside it.
    const scholar = namespacesOf(path.join(routes, 'accounts/signup-scholar-page.tsx'));
    expect(scholar).toContain('accounts');
    expect(scholar).toContain('subscriptions');
    expect(scholar).not.toContain('translation');
    // The sign-in page does not carry the team's or the admin's texts.
    const signin = namespacesOf(path.join(src, 'features/accounts/components/signin-page.tsx'));
    expect(signin).toContain('accounts');
    expect(signin).not.toContain('team');
    expect(signin.some((namespace) => namespace.endsWith('Admin'))).toBe(false);
    // Home can show a flash sale's banner, whose texts load only when one runs.
    const home = namespacesOf(path.join(routes, 'home/home-page.tsx'));
    expect(home).toContain('catalogue');
    expect(home).not.toContain('promotions');
  });

  it('leaves out the namespaces that chunks register themselves (the admin, the rich-text editor)', () => {
    const namespacesOf = createTextsFinder(onDemand);
    // Asked to load first, they would be left as empty bundles that the chunk's texts never replace.
    const compose = namespacesOf(path.join(src, 'features/messages/components/compose-page.tsx'));
    expect(compose).toContain('messages');
    expect(compose).not.toContain('richText');
    const adminPages = path.join(routes, 'admin/admin-pages.ts');
    const out = startTextsWithChunks(readFileSync(adminPages, 'utf8'), adminPages, '/p.ts', namespacesOf) ?? '';
    expect(out).not.toMatch(/__preloadTexts\([^)]*Admin/);
    expect(out).not.toMatch(/__preloadTexts\([^)]*"admin"/);
    expect(onDemand('catalogue')).toBe(true);
    expect(onDemand('catalogueAdmin')).toBe(false);
  });

  it('follows static imports and re-exports, through cycles, and leaves out type imports, what loads later and what says it loads when shown', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'texts-'));
    const files: Record<string, string> = {
      'page.tsx': [
        "import { Form } from './form';",
        "import type { Other } from './typed';",
        "export { Banner } from './banner';",
        "const Dialog = lazy(() => import('./dialog'));",
        "export function Page() { const { t } = useTranslation('catalogue'); return null; }",
      ].join('\n'),
      'form.tsx': "import {\n  Field,\n} from './parts';\nexport function Form() { useTranslation(['accounts', 'translation']); }",
      'parts/index.ts': "import { Form } from '../form';\nexport function Field() { useTranslation(); }\nimport './field.css';",
      'badge.tsx': "export const Badge = () => useTranslation( 'cart' );",
      'typed.ts': "useTranslation('team');",
      'banner.tsx': "// texts-when-shown: only during a sale.\nimport { Badge } from './badge';\nexport const Banner = () => useTranslation('promotions');",
      'dialog.tsx': "useTranslation('orders');",
    };
    try {
      mkdirSync(path.join(dir, 'parts'));
      for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
      const namespacesOf = createTextsFinder(onDemand);
      expect(namespacesOf(path.join(dir, 'page.tsx'))).toEqual(['accounts', 'cart', 'catalogue']);
      expect(namespacesOf(path.join(dir, 'parts/index.ts'))).toEqual(['accounts']);
      expect(namespacesOf(path.join(dir, 'dialog.tsx'))).toEqual(['orders']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rewrites a lazy page import to start its namespaces, and leaves imports without texts alone', () => {
    const lazyPages = path.join(routes, 'lazy-pages.ts');
    const code = [
      "export const A = lazyPage(() => import('./accounts/signup-scholar-page').then((module) => module.SignupScholarPage));",
      "const sonner = import('sonner');",
      "const unknown = import('./no-such-module');",
    ].join('\n');
    const out = startTextsWithChunks(code, lazyPages, '/src/shared/i18n/preload-texts.ts', createTextsFinder(onDemand));
    expect(out).not.toBeNull();
    expect(out?.split('\n')[0]).toBe('import { preloadTexts as __preloadTexts } from "/src/shared/i18n/preload-texts.ts";');
    expect(out).toMatch(/lazyPage\(\(\) => \(__preloadTexts\(\[[^\]]*"accounts"[^\]]*"subscriptions"[^\]]*\]\), import\('\.\/accounts\/signup-scholar-page'\)\)\.then/);
    expect(out).toContain("const sonner = import('sonner');");
    expect(out).toContain("const unknown = import('./no-such-module');");
    expect(startTextsWithChunks("const sonner = import('sonner');", lazyPages, '/p.ts', createTextsFinder(onDemand))).toBeNull();
  });

  it('resolves a relative specifier to a source file with or without its extension', () => {
    expect(resolveSource('./lazy-pages', path.join(routes, 'route-table.tsx'))).toBe(path.join(routes, 'lazy-pages.ts'));
    expect(resolveSource('./route-table.tsx', path.join(routes, 'lazy-pages.ts'))).toBe(path.join(routes, 'route-table.tsx'));
    expect(resolveSource('react', path.join(routes, 'lazy-pages.ts'))).toBeNull();
    expect(resolveSource('./missing', path.join(routes, 'lazy-pages.ts'))).toBeNull();
  });
});
