import { useId, type ReactNode } from 'react';

interface FieldProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** A labelled control with its hint and error below it, tied together for screen readers. */
export function Field({ label, error, hint, children, className = '' }: { label: string; error?: string; hint?: string; className?: string; children: (props: FieldProps) => ReactNode }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`grid gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
