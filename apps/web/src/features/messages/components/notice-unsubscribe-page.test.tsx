import { describe, expect, it, vi } from 'vitest';

vi.hoisted(async () => {
  const { memoryStorage } = await import('../../../shared/test-storage');
  vi.stubGlobal('localStorage', memoryStorage());
});

const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { renderToStaticMarkup } = await import('react-dom/server');
const { createRoutesStub } = await import('react-router');
const { initI18n } = await import('../../../shared/i18n/i18n');
const en = (await import('../i18n/en.json')).default;
const fr = (await import('../i18n/fr.json')).default;
const { NoticeUnsubscribePage } = await import('./notice-unsubscribe-page');

initI18n('en', { messages: { en, fr } });

function render(url: string) {
  const Stub = createRoutesStub([{ path: '/message-notices/unsubscribe', Component: NoticeUnsubscribePage }]);
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
}

describe('the message-notice unsubscribe page', () => {
  it('asks to confirm with one button when the link carries a token in its fragment', () => {
    const html = render('/message-notices/unsubscribe#token=12.abc');
    expect(html).toContain(en.unsubscribe.confirm);
    expect(html).toContain(`>${en.unsubscribe.button}</button>`);
    expect(html).not.toContain(en.unsubscribe.invalid);
  });

  it('says the link is not valid, with no button, when the token is missing or too long', () => {
    for (const url of ['/message-notices/unsubscribe', `/message-notices/unsubscribe#token=${'x'.repeat(201)}`]) {
      const html = render(url);
      expect(html, url).toContain(en.unsubscribe.invalid);
      expect(html, url).not.toContain('<button');
    }
  });
});
