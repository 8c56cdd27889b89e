import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> {
  label: string;
  options: readonly SelectOption[];
  /** The empty first choice ('Select country'). */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select; bind it with react-hook-form's register, or as a controlled field. */
export function SelectField({ label, options, placeholder, error, hint, isRequired, className = '', ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} isRequired={isRequired} className={className}>
      {(control) => (
        <select {...select} {...control} className={`field-input disabled:bg-cream disabled:opacity-100 ${error ? 'border-red-700' : ''}`}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
