import type { MemberOrderProduct } from '@upline/contract/member-orders';
import { useTranslation } from 'react-i18next';
import type { ReturnChoice } from '../lib/return-plan';

/** A partial return: which lines go back, and how many units of each. */
export function ReturnLinesPicker({
  products,
  choice,
  onChange,
}: {
  products: readonly MemberOrderProduct[];
  choice: ReturnChoice;
  onChange: (next: ReturnChoice) => void;
}) {
  const { t } = useTranslation('orders');
  const returnable = products.filter((product) => product.returnable_quantity > 0);
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-ink">{t('return.chooseLines')}</legend>
      <ul className="mt-2 grid gap-2">
        {returnable.map((product) => {
          const id = product.order_line_id;
          const chosen = choice[id] ?? 0;
          const isChosen = chosen > 0;
          return (
            <li key={id} className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-cream-dark">
              <label className="flex min-h-11 min-w-0 flex-1 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-5 accent-brand"
                  checked={isChosen}
                  onChange={(event) => onChange({ ...choice, [id]: event.target.checked ? product.returnable_quantity : 0 })}
                />
                <span className="min-w-0 text-sm">
                  <span className="block font-medium">{product.name}</span>
                  <span className="text-ink-muted">{t('return.returnable', { count: product.returnable_quantity })}</span>
                </span>
              </label>
              <label className="flex items-center gap-2 text-sm">
                <span>{t('return.quantity')}</span>
                <select
                  className="field-input w-20"
                  value={isChosen ? chosen : 1}
                  disabled={!isChosen}
                  onChange={(event) => onChange({ ...choice, [id]: Number(event.target.value) })}
                  aria-label={t('return.quantityOf', { name: product.name })}
                >
                  {Array.from({ length: product.returnable_quantity }, (_, index) => index + 1).map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
