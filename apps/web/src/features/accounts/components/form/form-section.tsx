import type { ReactNode } from 'react';

/** A titled part of a long form (a fieldset whose legend reads as the section heading). */
export function FormSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-2xl border border-cream-dark bg-white p-4 sm:p-6">
      <legend className="float-left mb-4 w-full font-serif text-xl text-brand sm:text-2xl">{title}</legend>
      {description && <div className="clear-both mb-4 text-sm text-ink-muted">{description}</div>}
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}
