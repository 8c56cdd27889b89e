// Adds a third-party script to the page once (the wallets' scripts load only when a wallet is
// chosen); a failed load can be tried again.

const loading = new Map<string, Promise<void>>();

/** Resolves once the script at `src` (with these attributes) has run; rejects when it cannot load. */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const key = `${src} ${JSON.stringify(attributes)}`;
  const known = loading.get(key);
  if (known) return known;
  const loaded = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(key);
      script.remove();
      reject(new Error(`The script ${new URL(src).origin}${new URL(src).pathname} could not be loaded`));
    });
    document.head.appendChild(script);
  });
  loading.set(key, loaded);
  return loaded;
}
