import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldError, FieldLabel } from './field-parts';

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
  isRequired?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select, controlled or bound with register. */
export function SelectField({ label, options, placeholder, error, isRequired, className = '', ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <select
        id={id}
        {...select}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`field-input disabled:bg-cream disabled:opacity-100 ${error ? 'border-red-700' : ''}`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
