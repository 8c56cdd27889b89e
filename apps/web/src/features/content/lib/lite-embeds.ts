import { allowedEmbedSource, videoPlayerSource } from '@upline/contract/video-embed';

// Lite embeds: a video in content shows as a local poster with a play button, and the player's
// iframe (youtube-nocookie or Vimeo) is only created when the visitor presses it. A page with
// videos therefore makes no request to another site until someone chooses to watch.

const svgNs = 'http://www.w3.org/2000/svg';

const posterClass =
  'lite-embed group relative mt-3 flex aspect-video w-full cursor-pointer items-center justify-center overflow-hidden rounded-xl bg-linear-to-br from-brand-light via-brand to-brand-dark text-cream shadow-sm';
const playClass =
  'relative flex size-16 items-center justify-center rounded-full bg-cream text-brand shadow-lg transition-transform group-hover:scale-110 group-focus-visible:scale-110';
const captionClass =
  'absolute inset-x-0 bottom-0 bg-linear-to-t from-ink/70 to-transparent px-4 pt-8 pb-3 text-left text-sm font-semibold';

function poster(doc: Document, src: string, title: string, label: string, hasCaption: boolean): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = posterClass;
  button.dataset.embedSrc = src;
  button.dataset.embedTitle = title;
  button.setAttribute('aria-label', label);

  const ring = doc.createElement('span');
  ring.className = playClass;
  ring.setAttribute('aria-hidden', 'true');
  const icon = doc.createElementNS(svgNs, 'svg');
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('class', 'ml-1 size-7');
  icon.setAttribute('fill', 'currentColor');
  const path = doc.createElementNS(svgNs, 'path');
  path.setAttribute('d', 'M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z');
  icon.append(path);
  ring.append(icon);

  button.append(ring);
  if (hasCaption) {
    const caption = doc.createElement('span');
    caption.className = captionClass;
    caption.setAttribute('aria-hidden', 'true');
    caption.textContent = title;
    button.append(caption);
  }
  return button;
}

/** The title a linked video goes by: the bold name of its list item or paragraph, else the link text. */
function titleOfLink(link: Element): string {
  const block = link.closest('li, p, figure');
  const named = block?.querySelector('strong, b, figcaption')?.textContent?.trim();
  return named || link.textContent?.trim() || '';
}

/**
 * Replaces players (iframes) and links to player addresses in sanitised content with posters.
 * `label` gives the button's accessible name from the video's title.
 */
export function toLiteEmbeds(content: DocumentFragment, label: (title: string) => string, untitled: string): void {
  const doc = content.ownerDocument;
  for (const frame of Array.from(content.querySelectorAll('iframe'))) {
    const src = allowedEmbedSource(frame.getAttribute('src'));
    if (!src) {
      frame.remove();
      continue;
    }
    const title = frame.getAttribute('title')?.trim() || untitled;
    frame.replaceWith(poster(doc, src, title, label(title), true));
  }
  for (const link of Array.from(content.querySelectorAll('a[href]'))) {
    const src = allowedEmbedSource(link.getAttribute('href'));
    if (!src) continue;
    // A linked video sits beside its title already; its poster needs no caption.
    const title = titleOfLink(link) || untitled;
    link.replaceWith(poster(doc, src, title, label(title), false));
  }
}

/** Swaps a poster for its player, which starts playing; focus moves to the player. */
export function playLiteEmbed(button: HTMLElement): void {
  const src = videoPlayerSource(button.dataset.embedSrc);
  if (!src) return;
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = button.dataset.embedTitle ?? '';
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.className = 'mt-3 aspect-video w-full rounded-xl border-0 bg-ink';
  button.replaceWith(frame);
  frame.focus();
}
