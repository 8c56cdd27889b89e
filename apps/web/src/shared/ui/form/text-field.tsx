import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './field-frame';

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
  return (
    <FieldFrame label={label} error={error} hint={hint} isRequired={isRequired} className={className}>
      {(control) => (
        <div className="relative">
          <input {...input} {...registration} {...control} className={`field-input read-only:bg-cream ${trailing ? 'pr-12' : ''} ${error ? 'border-red-700' : ''}`} />
          {trailing}
        </div>
      )}
    </FieldFrame>
  );
}
