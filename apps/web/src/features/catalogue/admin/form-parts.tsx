import { useId, type ReactNode } from 'react';
import { catalogueAdminMessages as m, MAX_PRICE } from '@upline/contract/catalogue-admin';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../shared/api/api-error';

interface FieldProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** A labelled control with its error below it, tied together for screen readers. */
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

/** The rule of an image address (https:// or the shop's own /media/... path), as the contract states it. */
export function imageUrlRule(required: boolean) {
  return {
    validate: (value: string) => {
      const v = value.trim();
      if (!v) return required ? m.imageRequired : true;
      if (v.startsWith('/') && !v.startsWith('//')) return true;
      return /^https:\/\/[^\s/]+/.test(v) || m.imageUrl;
    },
  };
}

/** Price numeric (storefront §5): 0 to 100000 with at most 2 decimals. */
export function priceRule(required: boolean) {
  return {
    validate: (value: string) => {
      const v = value.trim();
      if (!v) return required ? m.priceRequired : true;
      const n = Number(v);
      if (!Number.isFinite(n) || !/^-?\d+(\.\d+)?$/.test(v)) return m.priceNumber;
      if (n < 0) return m.priceNegative;
      if (n > MAX_PRICE) return m.priceTooLarge;
      return /^\d+(\.\d{1,2})?$/.test(v) || m.priceCents;
    },
  };
}

/** Puts the server's per-field messages on the form's fields (wire names mapped to form names where they differ). */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, rename: Record<string, string> = {}) {
  if (!isApiError(error)) return;
  for (const [field, message] of Object.entries(error.fieldErrors)) setError((rename[field] ?? field) as Path<T>, { message });
}
