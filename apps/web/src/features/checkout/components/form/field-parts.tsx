import type { ReactNode } from 'react';
import { useMessage } from './use-message';

/** A field's label; a required field shows an asterisk outside the label (the input says aria-required). */
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

/** A field's message under it, announced with the field through aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const translate = useMessage();
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {translate(message)}
    </p>
  );
}
