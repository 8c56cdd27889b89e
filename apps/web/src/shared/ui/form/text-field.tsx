import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FieldError, FieldHint } from './field-error';
import { FieldLabel } from './field-label';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'required'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  /** Something inside the input's right edge (the password toggle). */
  trailing?: ReactNode;
}

/** A labelled input bound to react-hook-form, with its hint and message under it. */
export function TextField({ label, registration, error, hint, isRequired, trailing, className = '', ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <div className="relative">
        <input
          id={id}
          {...input}
          {...registration}
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
          className={`field-input read-only:bg-cream ${trailing ? 'pr-12' : ''} ${error ? 'border-red-700' : ''}`}
        />
        {trailing}
      </div>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
