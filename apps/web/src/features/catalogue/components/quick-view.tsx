import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardProduct } from '@upline/contract/catalogue';
import type { ListPrice } from '../lib/list-price';
import { EyeIcon } from './catalogue-icons';

// The dialog's code (Radix's dialog and focus handling) is not part of a product list's first
// download: it starts loading when the shopper points at or focuses a quick-view button, and the
// dialog opens as soon as it is there. The browser fetches the module once, however often it is
// imported: the preload and the lazy component share it, as the header's menus do.
const loadDialog = () => import('./quick-view-dialog');
const QuickViewDialog = lazy(() => loadDialog().then((module) => ({ default: module.QuickViewDialog })));

interface QuickViewProps {
  product: CardProduct;
  price: ListPrice;
  href: string;
}

/** The card's quick-view control: a dialog with the essentials and a link to the full page. */
export function QuickView({ product, price, href }: QuickViewProps) {
  const { t } = useTranslation('catalogue');
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first press on, so that closing plays the dialog's own way out.
  const [isWanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={t('card.quickViewOf', { name: product.name })}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="absolute inset-x-2 bottom-2 inline-flex min-h-10 items-center justify-center gap-2 rounded-full bg-white/95 px-3 text-xs font-semibold sm:inset-x-3 sm:bottom-3 sm:min-h-11 sm:px-4 sm:text-sm text-brand shadow-sm transition-opacity hover:bg-brand hover:text-cream focus-visible:opacity-100 pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100"
      >
        <EyeIcon className="size-4" />
        {t('card.quickView')}
      </button>
      {isWanted && (
        <Suspense fallback={null}>
          <QuickViewDialog product={product} price={price} href={href} open={isOpen} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
