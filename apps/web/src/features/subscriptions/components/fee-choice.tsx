import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Currency } from '@upline/domain/money';
import { formatMoney } from '../../../shared/format/money';
import { defaultScholarPlans, type PlanMonths } from '@upline/domain/subscriptions';

/** Monthly Website Fee or Annual Website Fee (20% Off), as two large radio cards. */
export function FeeChoice({ plan, currency, onChange }: { plan: PlanMonths; currency: Currency; onChange: (plan: PlanMonths) => void }) {
  const { t } = useTranslation('subscriptions');
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{t('fee.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {defaultScholarPlans.map((option) => {
          const isAnnual = option.planMonths === 12;
          const isChecked = plan === option.planMonths;
          return (
            <label
              key={option.planMonths}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 ${isChecked ? 'border-brand bg-sage-light/60' : 'border-cream-dark bg-white hover:border-sage'}`}
            >
              <input
                type="radio"
                name={name}
                value={option.planMonths}
                checked={isChecked}
                onChange={() => onChange(option.planMonths)}
                className="mt-1 size-5 shrink-0 accent-brand"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-ink">
                  {isAnnual ? t('fee.annual') : t('fee.monthly')}
                  {isAnnual && option.savingLabel && (
                    <span className="ml-2 rounded-full bg-gold px-2 py-0.5 text-xs font-semibold text-ink">{t('fee.discount')}</span>
                  )}
                </span>
                <span className="block text-sm text-ink-muted">
                  {t(isAnnual ? 'fee.perUnitYear' : 'fee.perUnitMonth', { price: formatMoney(option.unitPriceMinor, currency) })}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
