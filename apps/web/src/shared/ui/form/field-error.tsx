import type { ReactNode } from 'react';
import { useFieldMessages } from './field-messages';

/**
 * A field's message under it, in the visitor's language, tied to the field through
 * aria-describedby. `isLive` also announces it as it appears (staff forms, which check the whole
 * form on save); shop forms leave it to the field, which is announced with its message on focus.
 */
export function FieldError({ id, message, isLive = false }: { id: string; message?: string | null; isLive?: boolean }) {
  const translate = useFieldMessages();
  const text = translate(message);
  if (!text) return null;
  return (
    <p id={id} role={isLive ? 'alert' : undefined} className="mt-1 text-sm font-medium text-red-700">
      {text}
    </p>
  );
}

/** The aria-describedby value for a field with an optional hint and message. */
export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint ? `${id}-hint` : null, hasError ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's help text under it, read after its label. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-xs text-ink-muted">
      {children}
    </p>
  );
}
