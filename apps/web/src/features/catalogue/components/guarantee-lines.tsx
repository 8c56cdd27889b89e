import { useTranslation } from 'react-i18next';
import { ShieldCheckIcon, TruckIcon } from '../../../shared/ui/icons';
import { CheckIcon } from './catalogue-icons';

/** The reassurance under Add to Cart: the 45-day guarantee (storefront §1 and §9). */
export function GuaranteeLines() {
  const { t } = useTranslation('catalogue');
  const lines = [
    { Icon: ShieldCheckIcon, text: t('guarantee.days') },
    { Icon: CheckIcon, text: t('guarantee.refund') },
    { Icon: TruckIcon, text: t('guarantee.shipping') },
  ];
  return (
    <ul className="mt-6 space-y-2 rounded-2xl bg-sage-light/60 p-4 text-sm text-ink">
      {lines.map(({ Icon, text }) => (
        <li key={text} className="flex items-center gap-3">
          <Icon className="size-5 shrink-0 text-brand" />
          {text}
        </li>
      ))}
    </ul>
  );
}
