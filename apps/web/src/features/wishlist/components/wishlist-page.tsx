import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@upline/contract/catalogue';
import { formatMoney } from '../../../shared/format/money';
import { useShopperType } from '../../../shared/cart/cart-shopper';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';
import { HeartIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useWishlist } from '../api/get-wishlist';
import { wishlistPrice } from '../lib/wishlist-price';
import { WishlistButton } from './wishlist-button';

/** 'Your WishList' (storefront §2): a grid of the signed-in member's saved products. */
export function WishlistPage() {
  const { t } = useTranslation('wishlist');
  const wishlist = useWishlist();
  const sluguser = useReferralSlug();

  return (
    <div className="container-page py-8 lg:py-12">
      <h1 className="text-3xl sm:text-4xl">{t('page.title')}</h1>
      {wishlist.isPending ? (
        <Spinner className="min-h-[30vh]" />
      ) : wishlist.isError ? (
        <p role="alert" className="mt-6 text-ink">
          {t('page.failed')}
        </p>
      ) : wishlist.data.length === 0 ? (
        <div className="mt-8 flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-cream-dark">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-sage-light text-brand">
            <HeartIcon className="size-8" />
          </span>
          <p className="max-w-md text-lg text-ink">{t('page.empty')}</p>
          <Link to={paths.product(sluguser)} className="btn-gold">
            {t('page.shop')}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4" aria-label={t('page.listLabel')}>
          {wishlist.data.map((product) => (
            <li key={product.id}>
              <WishlistBox product={product} sluguser={sluguser} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function WishlistBox({ product, sluguser }: { product: Product; sluguser: string | null }) {
  const { t } = useTranslation('wishlist');
  const shopperType = useShopperType();
  const price = wishlistPrice(product, shopperType);
  const href = paths.showDetails(product.slug, sluguser);
  return (
    <article data-testid="wishlist-item" data-product-id={product.id} className="relative flex h-full flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-cream-dark">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block aspect-square bg-cream">
        {product.thumbnail_url && (
          <img src={product.thumbnail_url} alt="" width={400} height={400} loading="lazy" decoding="async" className="size-full object-cover" />
        )}
      </Link>
      <WishlistButton productId={product.id} productName={product.name} className="absolute top-2 right-2" />
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <h2 className="font-serif text-base leading-snug text-brand sm:text-lg">
          <Link to={href} className="hover:underline">
            {product.name}
          </Link>
        </h2>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-3">
          <span className="sr-only">{t('page.price')}</span>
          <span className="font-semibold text-brand">{formatMoney(price.priceMinor, product.currency)}</span>
          {price.compareAtMinor !== null && (
            <>
              <span className="sr-only">{t('page.regularPrice')}</span>
              <s className="text-sm text-ink-muted">{formatMoney(price.compareAtMinor, product.currency)}</s>
            </>
          )}
        </p>
      </div>
    </article>
  );
}
