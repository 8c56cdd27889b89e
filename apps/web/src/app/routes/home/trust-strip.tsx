import type { ComponentType, SVGProps } from 'react';
import { HeartIcon, ShieldCheckIcon, TruckIcon } from '../../../shared/ui/icons';

interface TrustItem {
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** Three reassurance points under the hero: shipping, guarantee, customers. */
export function TrustStrip({ items }: { items: [string, string][] }) {
  const icons = [TruckIcon, ShieldCheckIcon, HeartIcon];
  const trust: TrustItem[] = items.map(([title, text], index) => ({ title, text, Icon: icons[index] ?? HeartIcon }));
  return (
    <section className="border-y border-cream-dark bg-white">
      <ul className="container-page grid gap-6 py-8 sm:grid-cols-3">
        {trust.map(({ title, text, Icon }) => (
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
