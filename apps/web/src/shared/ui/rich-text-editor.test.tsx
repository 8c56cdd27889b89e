// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initI18n } from '../i18n/i18n';

// The editor registers its texts when it loads, so i18next starts first.
initI18n('en');
const { RichTextEditor } = await import('./rich-text-editor');
const { editorTools } = await import('./rich-text-toolbar');
const en = (await import('./i18n/rich-text.en.json')).default;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const pictureLabels = Object.fromEntries([...editorTools, 'toolbar', 'linkPrompt'].map((key) => [key, `${key} (message)`])) as Record<(typeof editorTools)[number] | 'toolbar' | 'linkPrompt', string>;

let root: Root | null = null;
let container: HTMLElement;

async function render(element: React.ReactElement) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(element));
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  container.remove();
});

/** A button's accessible name: its aria-label, else its text. */
const nameOf = (button: HTMLElement) => button.getAttribute('aria-label') ?? button.textContent?.trim();
const buttons = () => [...container.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button')];
const button = (name: string) => buttons().find((b) => nameOf(b) === name)!;
const textbox = () => container.querySelector<HTMLElement>('[role="textbox"]')!;
/** The last onChange's HTML, and its text without the blank lines between blocks. */
const lastChange = (onChange: ReturnType<typeof vi.fn>) => {
  const [html, text] = onChange.mock.lastCall as [string, string];
  return { html, text: text.trim() };
};
const frame = () => container.firstElementChild as HTMLElement;

describe('the rich-text editor', () => {
  it('names its toolbar and each button with the staff words by default, and grows with its text', async () => {
    await render(<RichTextEditor labelId="content-label" value="" onChange={() => undefined} lang="fr" />);
    expect(container.querySelector('[role="toolbar"]')?.getAttribute('aria-label')).toBe(en.toolbar);
    expect(buttons().map(nameOf)).toEqual([en.bold, en.italic, en.heading, en.bulletList, en.orderedList]);
    for (const b of buttons()) {
      expect(b.getAttribute('type')).toBe('button');
      expect(b.getAttribute('aria-pressed')).toBe('false');
    }
    expect(textbox().getAttribute('aria-labelledby')).toBe('content-label');
    expect(textbox().getAttribute('aria-multiline')).toBe('true');
    expect(textbox().getAttribute('lang')).toBe('fr');
    expect(frame().style.height).toBe('');
    expect(textbox().className).toContain('min-h-32');
  });

  it('takes the caller’s tools, labels and height: pictures named by aria-label, a fixed 500 px frame', async () => {
    await render(
      <RichTextEditor
        id="message"
        labelId="message-label"
        describedBy="message-error"
        isInvalid
        value=""
        onChange={() => undefined}
        writes="message"
        tools={editorTools}
        labels={pictureLabels}
        toolLook="pictures"
        heightPx={500}
        testId="message-editor"
      />,
    );
    expect(container.querySelector('[role="toolbar"]')?.getAttribute('aria-label')).toBe('toolbar (message)');
    expect(buttons().map((b) => b.getAttribute('aria-label'))).toEqual(editorTools.map((tool) => `${tool} (message)`));
    expect(buttons().map((b) => b.getAttribute('title'))).toEqual(editorTools.map((tool) => `${tool} (message)`));
    // Nothing to undo or redo yet: those two are disabled and have no pressed state.
    expect(button('undo (message)').disabled).toBe(true);
    expect(button('redo (message)').hasAttribute('aria-pressed')).toBe(false);
    expect(frame().style.height).toBe('500px');
    expect(frame().dataset.testid).toBe('message-editor');
    expect(textbox().id).toBe('message');
    expect(textbox().getAttribute('aria-describedby')).toBe('message-error');
    expect(textbox().getAttribute('aria-invalid')).toBe('true');
  });

  it('gives the HTML and the text on a change: a heading at level 3 in content, 2 in a message', async () => {
    const onChange = vi.fn();
    await render(<RichTextEditor labelId="l" value="<p>Hello</p>" onChange={onChange} />);
    await act(async () => button(en.heading).click());
    // The editor keeps an empty paragraph after a last block that is not one, to type below it.
    expect(lastChange(onChange)).toEqual({ html: '<h3>Hello</h3><p></p>', text: 'Hello' });
    expect(button(en.heading).getAttribute('aria-pressed')).toBe('true');
    await act(async () => root?.unmount());

    const onMessage = vi.fn();
    await render(<RichTextEditor labelId="l" value="<p>Hello</p>" onChange={onMessage} writes="message" tools={editorTools} labels={pictureLabels} toolLook="pictures" />);
    await act(async () => button('heading (message)').click());
    expect(lastChange(onMessage)).toEqual({ html: '<h2>Hello</h2><p></p>', text: 'Hello' });
    expect(button('undo (message)').disabled).toBe(false);
    await act(async () => button('undo (message)').click());
    expect(lastChange(onMessage)).toEqual({ html: '<p>Hello</p>', text: 'Hello' });
  });

  it('shows a new value from outside without echoing it back', async () => {
    const onChange = vi.fn();
    await render(<RichTextEditor labelId="l" value="<p>First</p>" onChange={onChange} />);
    await act(async () => root?.render(<RichTextEditor labelId="l" value="<p>Second</p>" onChange={onChange} />));
    expect(textbox().innerHTML).toBe('<p>Second</p>');
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => button(en.bulletList).click());
    expect(lastChange(onChange)).toEqual({ html: '<ul><li><p>Second</p></li></ul><p></p>', text: 'Second' });
  });
});
