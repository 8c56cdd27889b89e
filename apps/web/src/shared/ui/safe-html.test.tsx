// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { SafeHtml } from './safe-html';

// Rendered outside act(), as the browser renders: React's concurrent work loop waits for the
// sanitiser's chunk and then replays the waiting component. A component that calls use() on one
// pass and not on the other breaks there: React's development build says so on the console, its
// production build throws error #467 and reports the recovery as error #520.
// The sanitiser is a stand-in here (DOMPurify does not work under happy-dom; what it removes is
// checked by html-sanitizer's own tests and the browser journeys): it marks what it saw.
vi.mock('./html-sanitizer', async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { createHtmlSanitizer: () => (html: string) => `${html}<i>sanitised</i>` };
});
let root: Root | null = null;
let container: HTMLElement;

afterEach(() => {
  root?.unmount();
  root = null;
  container.remove();
  vi.restoreAllMocks();
});

async function renderAndWait(element: React.ReactElement, selector: string) {
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, 'error');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container, { onRecoverableError: recoverable });
  root.render(element);
  await vi.waitFor(() => expect(container.querySelector(selector)).not.toBeNull(), { timeout: 5_000 });
  return { recoverable, consoleError };
}

describe('SafeHtml', () => {
  it('shows the content once the sanitiser has loaded, on one render without a recovered error', async () => {
    const { recoverable, consoleError } = await renderAndWait(
      <SafeHtml html={'Hello <strong>there</strong>'} className="content" />,
      '.content strong',
    );
    expect(container.querySelector('.content')?.innerHTML).toBe('Hello <strong>there</strong><i>sanitised</i>');
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the content at once when the sanitiser is already there', async () => {
    const { recoverable, consoleError } = await renderAndWait(<SafeHtml as="section" html={'<em>Again</em>'} />, 'section em');
    expect(container.querySelector('section')?.innerHTML).toBe('<em>Again</em><i>sanitised</i>');
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
