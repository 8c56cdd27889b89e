import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { Product } from '@upline/contract/catalogue';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';
import { Spinner } from '../../../shared/ui/spinner';
import { useProduct } from '../api/get-product';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ExpertTestimonials } from '../components/expert-testimonials';
import { ProductGallery } from '../components/product-gallery';
import { CatalogueNotFound } from '../components/product-not-found';
import { ProductSummary } from '../components/product-summary';
import { ProductTabs } from '../components/product-tabs';
import { PurchasePanel } from '../components/purchase-panel';
import { ReviewCarousel } from '../components/review-carousel';
import { StorySections } from '../components/story-sections';
import { productPageDescription, productPageTitle } from '../lib/document-title';
import { galleryImages } from '../lib/gallery-images';
import { availableTabs, requestedTab } from '../lib/product-tabs';
import { useDocumentMeta } from '../../../shared/document-meta';

/** What a route adds to the detail page; features cannot import each other, so routes compose them. */
export interface ProductDetailsSlots {
  /** Beside Add to Cart (the wishlist button, for one). */
  renderProductActions?: (product: Product) => ReactNode;
  /** Above the page, full width (the product's flash-sale banner, for one). */
  renderBanner?: (product: Product) => ReactNode;
}

/** ShowDetails for a product id or slug: gallery, summary, buying form, tabs, stories, reviews. */
export function ProductDetails({ productRef, renderProductActions, renderBanner }: { productRef: string } & ProductDetailsSlots) {
  const { t } = useTranslation('catalogue');
  const [searchParams] = useSearchParams();
  const sluguser = useReferralSlug();
  const { data: product, error, isPending } = useProduct(productRef);
  useDocumentMeta(
    product ? productPageTitle(product) : undefined,
    product ? productPageDescription(product) : undefined,
  );

  if (isPending) return <Spinner className="min-h-[50vh]" />;
  if (error) {
    if (isApiError(error) && (error.isNotFound || error.status === 400)) return <CatalogueNotFound title={t('notFound.product')} />;
    throw error; // the route's error boundary shows the friendly error
  }
  if (!product) return <CatalogueNotFound title={t('notFound.product')} />;

  const tabs = availableTabs(product);
  return (
    <article data-product-id={product.id}>
      {renderBanner?.(product)}
      <div className="container-page py-6 lg:py-10">
        <Breadcrumbs
          trail={[
            { label: t('breadcrumb.home'), to: paths.home(sluguser) },
            { label: t('breadcrumb.products'), to: paths.product(sluguser) },
          ]}
          current={product.name}
        />
        <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-14">
          <ProductGallery images={galleryImages(product.thumbnail_url, product.images_url)} name={product.name} />
          <div>
            <ProductSummary product={product} />
            <PurchasePanel product={product} actions={renderProductActions?.(product)} />
          </div>
        </div>
      </div>
      <div className="bg-white">
        <ProductTabs tabs={tabs} requested={requestedTab(searchParams.get('tab'), tabs)} />
      </div>
      <StorySections sections={product.story_sections} />
      <ExpertTestimonials />
      {product.display_review === 'yes' && <ReviewCarousel productId={product.id} />}
    </article>
  );
}

/** /product/show/:id and /{sluguser}/product/show/:id. */
export function ShowDetailsPage(slots: ProductDetailsSlots) {
  const { id = '' } = useParams();
  return <ProductDetails key={id} productRef={id} {...slots} />;
}
