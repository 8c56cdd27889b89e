import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error';

/** What a field hands its control: the id its label points at, and the state screen readers announce. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** The field's message (the contract's text), shown under the control and announced. */
  error?: string;
  /** A short help text under the control, read after the label. */
  hint?: ReactNode;
  /** Marks the label with an asterisk (hidden from screen readers, which hear aria-required). */
  isRequired?: boolean;
  /** The control's id, when the form names it itself; a generated one otherwise. */
  id?: string;
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
}

/**
 * One labelled control with its hint and error below it, tied together for screen readers
 * (label for, aria-describedby, aria-invalid, aria-required): every staff form uses it.
 */
export function Field({ label, error, hint, isRequired = false, id: givenId, className = '', children }: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`grid gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {isRequired && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(described ? { 'aria-describedby': described } : {}), ...(isRequired ? { 'aria-required': true as const } : {}) })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} isLive />
    </div>
  );
}
