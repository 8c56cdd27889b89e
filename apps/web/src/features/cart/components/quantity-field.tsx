import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface QuantityFieldProps {
  id: string;
  name: string;
  quantity: number;
  /** Returns false when the cart refused the quantity; the field then shows the stored one again. */
  onCommit: (quantity: number) => boolean;
}

/** The cart page's editable quantity: committed on Enter or when the field loses focus. */
export function QuantityField({ id, name, quantity, onCommit }: QuantityFieldProps) {
  const { t } = useTranslation('cart');
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const typed = draft.trim() === '' ? 0 : Number(draft);
    if (typed !== quantity) onCommit(typed);
    setDraft(null);
  };

  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('quantity.label', { name })}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={60}
        step={1}
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className="field-input w-20 text-center tabular-nums"
      />
    </>
  );
}
