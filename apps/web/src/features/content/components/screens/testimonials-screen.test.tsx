import { describe, expect, it, vi } from 'vitest';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../../../../shared/test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
});

// The page's parts are not what this test is about; the language-change reload is.
const reloadHook = vi.hoisted(() => vi.fn());
vi.mock('../../lib/use-reload-on-language-change', () => ({ useReloadOnLanguageChange: reloadHook }));
vi.mock('../testimonials-section', () => ({ TestimonialsSection: () => null }));
vi.mock('../cms-page-view', () => ({ CmsPageView: () => null }));

const { renderToStaticMarkup } = await import('react-dom/server');
const { initI18n } = await import('../../../../shared/i18n/i18n');
const en = (await import('../../i18n/en.json')).default;
const fr = (await import('../../i18n/fr.json')).default;
const { TestimonialsScreen } = await import('./testimonials-screen');

initI18n('en', { content: { en, fr } });

describe('Testimonials (accounts §2.8)', () => {
  it('reloads the whole page on a language change, as the blog and press release pages do (the reload itself: e2e/content.spec.ts)', () => {
    renderToStaticMarkup(<TestimonialsScreen page={null} />);
    expect(reloadHook).toHaveBeenCalledWith();
  });
});
