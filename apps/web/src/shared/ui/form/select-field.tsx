import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldError, FieldHint } from './field-error';
import { FieldLabel } from './field-label';

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
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={`field-input disabled:bg-cream disabled:opacity-100 ${error ? 'border-red-700' : ''}`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
