import type { ReactNode } from 'react';

/** The form's main button; while busy it says so and cannot be pressed twice. */
export function SubmitButton({ isBusy, busyLabel, children, className = '' }: { isBusy: boolean; busyLabel: string; children: ReactNode; className?: string }) {
  return (
    <button type="submit" className={`btn-primary ${className}`} disabled={isBusy} aria-busy={isBusy || undefined}>
      {isBusy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-cream/40 border-t-cream" />}
      {isBusy ? busyLabel : children}
    </button>
  );
}
