import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './field-error';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'name'> {
  label: ReactNode;
  /** react-hook-form's binding; without it the box is controlled through checked and onChange. */
  registration?: UseFormRegisterReturn;
  error?: string;
}

/** A checkbox with its label beside it and its message under it. */
export function CheckboxField({ label, registration, error, className = '', ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...input}
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand"
        />
        <label htmlFor={id} className="text-sm leading-6 text-ink">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
