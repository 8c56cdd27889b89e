// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { expectHydrationMarks, HydrationMark } from '../hydration-mark';
import { useIsHydrated, useIsHydratedInTransition } from './use-is-hydrated';

// What the server renders of a page, and what the browser shows once it has taken the page over.

const seen: string[] = [];
function Probe() {
  const isHydrated = useIsHydrated();
  const shows = useIsHydratedInTransition();
  seen.push(`${isHydrated}/${shows}`);
  return <p>{shows ? 'the form' : 'a spinner'}</p>;
}

/** A page in two parts, each with its mark (as the root and the footer have). */
function Page({ footer }: { footer: boolean }) {
  return (
    <>
      <HydrationMark />
      <Probe />
      {footer && <HydrationMark />}
    </>
  );
}

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
afterEach(() => {
  seen.length = 0;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-hydrated');
});

describe('useIsHydrated and useIsHydratedInTransition', () => {
  it('are false on the server and while hydrating; the second one turns once the whole page is hydrated', async () => {
    const html = renderToString(<Page footer />);
    expect(html).toBe('<p>a spinner</p>');
    expect(seen).toEqual(['false/false']);
    seen.length = 0;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // The server rendered two marks; the browser mounts only the first one at first (the footer's
    // part is still on its way), so the page is not all hydrated yet.
    expectHydrationMarks(2);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page footer={false} />);
    });
    expect(container.innerHTML).toBe('<p>a spinner</p>');
    expect(seen[0]).toBe('false/false');
    expect(seen.at(-1)).toBe('true/false');
    // The footer's part hydrates: the page is, and the form renders (as a transition).
    await act(async () => {
      root?.render(<Page footer />);
    });
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
    expect(container.innerHTML).toBe('<p>the form</p>');
    expect(seen.at(-1)).toBe('true/true');
  });

  it('are true at once for a page the browser renders alone', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Probe />);
    });
    expect(seen).toEqual(['true/true']);
    expect(container.innerHTML).toBe('<p>the form</p>');
  });
});
