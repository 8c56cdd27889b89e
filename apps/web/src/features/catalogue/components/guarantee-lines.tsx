import { useTranslation } from 'react-i18next';
import {
  coversProduct,
  freeShippingClaimFor,
  moneyBackShort,
  moneyBackTitle,
  productFreeShippingText,
  returnPolicyText,
} from '../../../shared/claims/shop-claims';
import { useShopClaims } from '../../../shared/claims/use-shop-claims';
import { ShieldCheckIcon, TruckIcon } from '../../../shared/ui/page-icons';
import { CheckIcon } from './catalogue-icons';

/**
 * The reassurance under Add to Cart (storefront §1 and §9), each line only where it is true for
 * this product and the shopper's country: the money-back guarantee and what it covers, the
 * refund policy of every order, and free shipping while an offer names the product.
 */
export function GuaranteeLines({ productId }: { productId: number }) {
  // The claims' texts are the shared bundle's.
  const { t } = useTranslation();
  const claims = useShopClaims();
  const freeShipping = freeShippingClaimFor(claims.freeShipping, productId);
  const moneyBack = claims.moneyBack && coversProduct(claims.moneyBack, productId) ? claims.moneyBack : null;
  const lines = [
    ...(moneyBack
      ? [
          { Icon: ShieldCheckIcon, text: moneyBackTitle(t, moneyBack) },
          { Icon: CheckIcon, text: moneyBackShort(t, moneyBack) },
        ]
      : claims.returns
        ? [{ Icon: CheckIcon, text: returnPolicyText(t, claims.returns) }]
        : []),
    ...(freeShipping ? [{ Icon: TruckIcon, text: productFreeShippingText(t, freeShipping) }] : []),
  ];
  if (lines.length === 0) return null;
  return (
    <ul className="mt-6 space-y-2 rounded-2xl bg-sage-light/60 p-4 text-sm text-ink" data-testid="guarantee-lines">
      {lines.map(({ Icon, text }) => (
        <li key={text} className="flex items-center gap-3">
          <Icon className="size-5 shrink-0 text-brand" />
          {text}
        </li>
      ))}
    </ul>
  );
}
