import { useFieldMessage } from './use-field-message';

/** A field's message under it, announced with the field through aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const translate = useFieldMessage();
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {translate(message)}
    </p>
  );
}

/** The aria-describedby value for a field with an optional hint and message. */
export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint ? `${id}-hint` : null, hasError ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
