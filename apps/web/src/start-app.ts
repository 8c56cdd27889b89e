// Brings the app in on a page the server rendered (decision 0040). The server puts this script in
// place of the app's own entry: the page is on the screen before any JavaScript, and the app's code
// (about 250 KB on a first visit) is fetched once the page's own images, styles and fonts have
// loaded, at the visitor's first tap or key, or after three seconds, whichever comes first. On a
// slow phone network it then does not take the bandwidth the page's first picture needs.
//
// `data-app-entry` names the app's entry, `data-app-modules` the chunks it and the rendered page are
// made of: they are preloaded together, not found one after another. This file imports nothing.
//
// Until the app has taken the page over (`<html data-hydrated>`), a press on a button, a checkbox or
// a radio does nothing on its own: the first one is held (its default and its propagation stopped,
// so neither the browser nor a half-hydrated React acts on it) and pressed again once the app is
// there. A press that starts the app is never lost. Links work without the app and are left alone.

const tag = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
const startEvents = ['pointerdown', 'keydown', 'touchstart'] as const;
let started = false;

function start() {
  if (started || !tag?.dataset.appEntry) return;
  started = true;
  removeEventListener('load', start);
  for (const type of startEvents) removeEventListener(type, start, true);
  for (const href of (tag.dataset.appModules ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = tag.dataset.appEntry;
  document.head.append(script);
}

const pressable = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';
let held: HTMLElement | null = null;

function hold(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(pressable) : null;
  if (!target) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held ??= target;
  start();
}

addEventListener('click', hold, true);
new MutationObserver((_, observer) => {
  if (!document.documentElement.hasAttribute('data-hydrated')) return;
  observer.disconnect();
  removeEventListener('click', hold, true);
  const pressed = held;
  held = null;
  if (pressed?.isConnected) pressed.click();
}).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });

if (document.readyState === 'complete') start();
else {
  addEventListener('load', start);
  for (const type of startEvents) addEventListener(type, start, { capture: true, passive: true });
  setTimeout(start, 3000);
}

export {};
