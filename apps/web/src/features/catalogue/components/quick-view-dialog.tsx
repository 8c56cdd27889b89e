import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardProduct } from '@upline/contract/catalogue';
import { CloseIcon } from '../../../shared/ui/icons';
import type { ListPrice } from '../lib/list-price';
import { PriceTag } from './price-tag';
import { StarRating } from './star-rating';

export interface QuickViewDialogProps {
  product: CardProduct;
  price: ListPrice;
  href: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card's quick-view button, where the focus goes back when the dialog closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** A card's quick view: the essentials in a dialog and a link to the full page (its trigger is in quick-view.tsx). */
export function QuickViewDialog({ product, price, href, open, onOpenChange, triggerRef }: QuickViewDialogProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(48rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-cream shadow-xl outline-none data-[state=open]:animate-pop-in">
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
