import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardProduct } from '@upline/contract/catalogue';
import { CloseIcon } from '../../../shared/ui/icons';
import type { ListPrice } from '../lib/list-price';
import { EyeIcon } from './catalogue-icons';
import { PriceTag } from './price-tag';
import { StarRating } from './star-rating';

interface QuickViewProps {
  product: CardProduct;
  price: ListPrice;
  href: string;
}

/** The card's quick-view control: a dialog with the essentials and a link to the full page. */
export function QuickView({ product, price, href }: QuickViewProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label={t('card.quickViewOf', { name: product.name })}
        className="absolute inset-x-2 bottom-2 inline-flex min-h-10 items-center justify-center gap-2 rounded-full bg-white/95 px-3 text-xs font-semibold sm:inset-x-3 sm:bottom-3 sm:min-h-11 sm:px-4 sm:text-sm text-brand shadow-sm transition-opacity hover:bg-brand hover:text-cream focus-visible:opacity-100 pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100"
      >
        <EyeIcon className="size-4" />
        {t('card.quickView')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(48rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-cream shadow-xl outline-none data-[state=open]:animate-pop-in">
          <div className="grid gap-6 p-5 sm:grid-cols-2 sm:p-8">
            {product.thumbnail_url && (
              <img
                src={product.thumbnail_url}
                alt={product.name}
                className="aspect-square w-full rounded-2xl bg-white object-cover"
              />
            )}
            <div className="flex flex-col">
              <Dialog.Title className="pr-10 font-serif text-2xl text-brand">{product.name}</Dialog.Title>
              {product.product_review > 0 && (
                <div className="mt-2 flex items-center gap-2 text-sm text-ink-muted">
                  <StarRating rating={product.product_rating} className="size-4" />
                  {t('rating.reviews', { count: product.product_review })}
                </div>
              )}
              <Dialog.Description className="mt-3 text-ink-muted">{product.short_description}</Dialog.Description>
              <PriceTag className="mt-4" size="lg" currency={product.currency} {...price} />
              <Link to={href} className="btn-primary mt-6 self-start">
                {t('card.seeDetails')}
              </Link>
            </div>
          </div>
          <Dialog.Close
            aria-label={t('card.closeQuickView')}
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-cream hover:bg-cream-dark"
          >
            <CloseIcon className="size-6" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
