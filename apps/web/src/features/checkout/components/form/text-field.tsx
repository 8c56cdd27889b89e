import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, FieldLabel } from './field-parts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'required'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  isRequired?: boolean;
}

/** A labelled input bound to react-hook-form, with its message under it. */
export function TextField({ label, registration, error, isRequired, className = '', ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <input
        id={id}
        {...input}
        {...registration}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`field-input read-only:bg-cream ${error ? 'border-red-700' : ''}`}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
