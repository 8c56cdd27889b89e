import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/paths';
import { Spinner } from '../../../shared/ui/spinner';
import { useCategoryProducts } from '../api/get-category-products';
import { Breadcrumbs } from '../components/breadcrumbs';
import type { RenderCardAction } from '../components/product-card';
import { ProductGrid } from '../components/product-grid';
import { CatalogueNotFound } from '../components/product-not-found';
import { productsFoundKey } from '../lib/products-found';
import { useDocumentMeta } from '../../../shared/document-meta';

/**
 * ListProducts/{id} (accounts §2.9): the category's name, how many products, and their boxes.
 * `renderCardAction` puts the route's control on each card.
 */
export function ListProductsPage({ renderCardAction }: { renderCardAction?: RenderCardAction }) {
  const { t } = useTranslation('catalogue');
  const { id = '' } = useParams();
  const { data, error, isPending } = useCategoryProducts(id);
  useDocumentMeta(data?.category.categoryName, data?.category.description);

  if (isPending) return <Spinner className="min-h-[50vh]" />;
  if (error) {
    if (isApiError(error) && (error.isNotFound || error.status === 400)) return <CatalogueNotFound title={t('notFound.category')} />;
    throw error;
  }
  const products = data.products.filter((product) => product.display_shop !== 'no');
  return (
    <div className="container-page py-8 sm:py-12">
      <Breadcrumbs trail={[{ label: t('categories.title'), to: paths.category() }]} current={data.category.categoryName} />
      <h1 className="mt-4 text-4xl">{data.category.categoryName}</h1>
      {data.category.description && <p className="mt-3 max-w-2xl text-lg text-ink-muted">{data.category.description}</p>}
      <p role="status" className="mt-4 font-semibold text-ink">
        {t(`categories.${productsFoundKey(products.length)}`, { count: products.length })}
      </p>
      <div className="mt-8">
        <ProductGrid products={products} headingLevel="h2" renderCardAction={renderCardAction} />
      </div>
    </div>
  );
}
