import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner';
import { useProducts } from '../api/get-products';
import type { RenderCardAction } from '../components/product-card';
import { ProductGrid } from '../components/product-grid';
import { QuizSection } from '../components/quiz-section';
import { ShopBanner } from '../components/shop-banner';

/**
 * Product (and ProductUser under a referral prefix): the banner, every shop product, the quiz.
 * `renderCardAction` puts the route's control on each card.
 */
export function ProductListPage({ renderCardAction }: { renderCardAction?: RenderCardAction }) {
  const { t } = useTranslation('catalogue');
  const { data: products, error, isPending } = useProducts();

  return (
    <>
      <ShopBanner />
      <section aria-label={t('list.products')} className="container-page py-10 sm:py-14">
        {isPending ? (
          // A screen high while the products load, so that the quiz below is not pushed down by them.
          <Spinner className="min-h-dvh" />
        ) : error ? (
          <p role="alert" className="py-10 text-center text-lg text-ink-muted">
            {t('list.failed')}
          </p>
        ) : (
          <ProductGrid products={products} headingLevel="h2" renderCardAction={renderCardAction} />
        )}
      </section>
      <QuizSection />
    </>
  );
}
