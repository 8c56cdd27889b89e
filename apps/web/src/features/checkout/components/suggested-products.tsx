import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@upline/contract/catalogue';
import { fromDecimal } from '@upline/domain/money';
import { formatMoney } from '../../../shared/format/money';
import { priceGroupOf } from '@upline/domain/catalogue';
import { useShopperType } from '../../../shared/cart/cart-shopper';
import type { CartCurrency } from '../../../shared/cart/cart-types';
import { paths } from '../../../shared/paths';
import { useSessionStore } from '../../../shared/session/session-store';

const saleField = { customer: 'sale_price', ambassador: 'amb_sale_price', scholar: 'sc_sale_price' } as const;

/** 'Customers who bought this product also bought' (checkout §2): a few products with quick-view links to ShowDetails. */
export function SuggestedProducts({ products, currency }: { products: readonly Product[]; currency: CartCurrency }) {
  const { t } = useTranslation('checkout');
  const shopperType = useShopperType();
  const sluguser = useSessionStore((state) => state.userUrlName);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="suggested-title" className="mt-12" data-testid="suggested-products">
      <h2 id="suggested-title" className="text-2xl">
        {t('suggested.title')}
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {products.slice(0, 4).map((product) => (
          <li key={product.id} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-cream-dark">
            <Link to={paths.showDetails(product.id, sluguser)} className="group flex flex-1 flex-col">
              {product.thumbnail_url ? (
                <img src={product.thumbnail_url} alt="" width={320} height={320} loading="lazy" className="aspect-square w-full bg-cream object-contain p-3 transition-transform group-hover:scale-[1.02]" />
              ) : (
                <span aria-hidden="true" className="block aspect-square w-full bg-sage-light" />
              )}
              <span className="flex flex-1 flex-col gap-1 p-3">
                <span className="text-sm font-semibold text-ink">{product.name}</span>
                <span className="text-sm font-medium text-brand tabular-nums">
                  {formatMoney(fromDecimal(product[saleField[priceGroupOf(shopperType)]]), currency)}
                </span>
                <span className="mt-auto pt-1 text-xs font-semibold text-brand underline underline-offset-2">{t('suggested.viewShort')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
