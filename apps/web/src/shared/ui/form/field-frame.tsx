import { useId, type ReactNode } from 'react';
import { describedBy, FieldError, FieldHint } from './field-error';
import { FieldLabel } from './field-label';

/** What the frame hands its control: the id its label points at, and what screen readers announce. */
export interface ShopControlProps {
  id: string;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  className?: string;
  children: (control: ShopControlProps) => ReactNode;
}

/** A shop form's field around its control: the label above, the hint and the message below, tied together. */
export function FieldFrame({ label, error, hint, isRequired, className = '', children }: FieldFrameProps) {
  const id = useId();
  const described = describedBy(id, Boolean(hint), Boolean(error));
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </FieldLabel>
      {children({ id, ...(isRequired ? { 'aria-required': true as const } : {}), ...(error ? { 'aria-invalid': true as const } : {}), ...(described ? { 'aria-describedby': described } : {}) })}
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
