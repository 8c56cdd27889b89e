import type { ReactNode } from 'react';
import { useDocumentMeta } from '../../../shared/document-meta';

/** A messaging page inside the account layout: its title, a line of introduction and its content. */
export function MessagesSection({ title, intro, actions, children }: { title: string; intro?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  useDocumentMeta(title);
  return (
    <section className="p-4 sm:p-8">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl sm:text-3xl">{title}</h1>
          {intro && <p className="mt-1 text-ink-muted">{intro}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function LoadFailed({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg bg-cream p-4 text-ink">
      {message}
    </p>
  );
}
