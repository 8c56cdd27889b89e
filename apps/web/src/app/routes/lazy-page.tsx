import { lazy, use, type ComponentType } from 'react';
import { ServerRenderContext } from '../../shared/server-render';

/**
 * A page loaded on first visit, from a chunk of its own (Suspense above it shows a spinner
 * meanwhile). In the server's build, `module` names the page's module as Vite's manifest does
 * (added by vite.config.ts's lazyPageModules): a server render reports the pages it rendered, so
 * that the HTML preloads their chunks (decision 0036). The browser's build has none.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>, module?: string) {
  const Page = lazy(() => load().then((Component) => ({ default: Component })));
  // The browser's build drops the rest.
  if (!import.meta.env.SSR || !module) return Page;
  function LazyPage(props: Props) {
    use(ServerRenderContext)?.modules.add(module as string);
    return <Page {...props} />;
  }
  return LazyPage;
}
