import type { ReactNode } from 'react';

/**
 * A field's label. Required fields show an asterisk beside it, outside the label, so that the
 * field's name stays the plain label text (the input says aria-required).
 */
export function FieldLabel({ htmlFor, children, isRequired }: { htmlFor: string; children: ReactNode; isRequired?: boolean }) {
  return (
    <div className="mb-1 flex items-baseline gap-0.5 text-sm font-medium text-ink">
      <label htmlFor={htmlFor}>{children}</label>
      {isRequired && (
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      )}
    </div>
  );
}
