import type { ReactNode } from 'react';
import { LeafIcon } from '../../../shared/ui/icons';

/** The closing invitation to join the programme. */
export function JoinBand({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby="join-band-title" className="on-dark bg-brand-light text-cream">
      <div className="container-page flex flex-col items-center gap-5 py-14 text-center">
        <LeafIcon className="size-10 text-gold-light" />
        <h2 id="join-band-title" className="text-3xl text-cream sm:text-4xl">
          {title}
        </h2>
        <p className="max-w-2xl text-lg text-cream/90">{text}</p>
        {children}
      </div>
    </section>
  );
}
