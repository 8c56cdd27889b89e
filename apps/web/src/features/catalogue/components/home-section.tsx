import { useId, type ReactNode } from 'react';

export interface SectionIntro {
  title: string;
  subtitle?: string | null;
}

interface HomeSectionProps extends SectionIntro {
  tone?: 'cream' | 'white' | 'sage';
  /** A link or two beside the heading ('View all'). */
  action?: ReactNode;
  children: ReactNode;
}

const tones = { cream: 'bg-cream', white: 'bg-white', sage: 'bg-sage-light/60' } as const;

/** A Home section: heading, subheading, an optional action and its content. */
export function HomeSection({ title, subtitle, tone = 'cream', action, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${tones[tone]} py-14 sm:py-20`}>
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-3xl sm:text-4xl">
              {title}
            </h2>
            {subtitle && <p className="mt-3 text-lg text-ink-muted">{subtitle}</p>}
          </div>
          {action}
        </div>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
