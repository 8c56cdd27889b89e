import type { ReactNode } from 'react';

/** A field's label; required fields carry a visual asterisk (the input says aria-required). */
export function FieldLabel({ htmlFor, children, isRequired }: { htmlFor: string; children: ReactNode; isRequired?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-ink">
      {children}
      {isRequired && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </label>
  );
}
