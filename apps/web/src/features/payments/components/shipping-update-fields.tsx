import { useId, type InputHTMLAttributes } from 'react';
import type { ControllerRenderProps, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shippingUpdateMessages, type ShippingUpdateValues } from '../lib/shipping-update-form';

const keyOf = new Map<string, keyof typeof shippingUpdateMessages>(Object.entries(shippingUpdateMessages).map(([key, text]) => [text, key as keyof typeof shippingUpdateMessages]));

function Label({ htmlFor, text, isRequired }: { htmlFor: string; text: string; isRequired?: boolean }) {
  return (
    <div className="mb-1 flex items-baseline gap-0.5 text-sm font-medium text-ink">
      <label htmlFor={htmlFor}>{text}</label>
      {isRequired && (
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      )}
    </div>
  );
}

function Message({ id, message }: { id: string; message?: string }) {
  const { t } = useTranslation('payments');
  if (!message) return null;
  const key = keyOf.get(message);
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {key ? t(`messages.${key}`) : message}
    </p>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'required'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  isRequired?: boolean;
  isWide?: boolean;
}

/** A labelled input of the shipping update form. */
export function ShippingUpdateField({ label, registration, error, isRequired, isWide, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={isWide ? 'sm:col-span-2' : ''}>
      <Label htmlFor={id} text={label} isRequired={isRequired} />
      <input
        id={id}
        {...input}
        {...registration}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`field-input ${error ? 'border-red-700' : ''}`}
      />
      <Message id={`${id}-error`} message={error} />
    </div>
  );
}

interface SelectProps {
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  field: ControllerRenderProps<ShippingUpdateValues, 'country' | 'state'>;
  onChange: (value: string) => void;
  error?: string;
  autoComplete: string;
}

/** A labelled, controlled select (country, state) of the shipping update form. */
export function ShippingUpdateSelect({ label, placeholder, options, field, onChange, error, autoComplete }: SelectProps) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} text={label} isRequired />
      <select
        id={id}
        name={field.name}
        ref={field.ref}
        value={field.value}
        onBlur={field.onBlur}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`field-input ${error ? 'border-red-700' : ''}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Message id={`${id}-error`} message={error} />
    </div>
  );
}
