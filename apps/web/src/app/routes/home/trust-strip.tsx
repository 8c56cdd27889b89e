import type { ComponentType, SVGProps } from 'react';

export interface TrustItem {
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The reassurance points under the hero (shipping, guarantee, customers): those that hold today. */
export function TrustStrip({ items }: { items: readonly TrustItem[] }) {
  const columns = items.length >= 3 ? 'sm:grid-cols-3' : items.length === 2 ? 'sm:grid-cols-2' : '';
  return (
    <section className="border-y border-cream-dark bg-white" data-testid="trust-strip">
      <ul className={`container-page grid gap-6 py-8 ${columns}`}>
        {items.map(({ title, text, Icon }) => (
          <li key={title} className="flex items-center gap-4">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-sage-light text-brand">
              <Icon className="size-6" />
            </span>
            <span>
              <span className="block font-semibold text-ink">{title}</span>
              <span className="block text-sm text-ink-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
