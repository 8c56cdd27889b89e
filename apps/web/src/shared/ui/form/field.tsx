import { useId, type ComponentProps, type ReactNode } from 'react';

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
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/** A message under a control or a group of controls, announced when it appears. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {children}
    </p>
  );
}

/** A labelled checkbox, as tall as a finger (44 px). */
export function CheckboxField({ label, className = '', ...input }: { label: ReactNode; className?: string } & Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  return (
    <label className={`flex min-h-11 items-center gap-2 ${className}`}>
      <input type="checkbox" {...input} className="size-5" />
      {label}
    </label>
  );
}
