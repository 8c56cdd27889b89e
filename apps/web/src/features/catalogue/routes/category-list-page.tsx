import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { Spinner } from '../../../shared/ui/spinner';
import { useCategories } from '../api/get-categories';
import { cardPreviewLength, previewText } from '../lib/text-preview';

/** The public category list (accounts §2.9): cards linking to each category's products. */
export function CategoryListPage() {
  const { t } = useTranslation('catalogue');
  const { data: categories, error, isPending } = useCategories();

  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="text-4xl">{t('categories.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t('categories.text')}</p>
      {isPending ? (
        <Spinner />
      ) : error ? (
        <p role="alert" className="py-10 text-lg text-ink-muted">
          {t('categories.failed')}
        </p>
      ) : (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={paths.listProducts(category.id)}
                className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-cream-dark transition-shadow hover:shadow-md"
              >
                {category.imageUrl && (
                  <img
                    src={category.imageUrl}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={640}
                    height={400}
                    className="aspect-[16/10] w-full bg-cream object-cover transition-transform duration-300 group-hover:scale-[1.02]"
                  />
                )}
                <span className="flex flex-1 flex-col p-5">
                  <span className="font-serif text-xl text-brand group-hover:underline">{category.categoryName}</span>
                  <span className="mt-2 text-sm text-ink-muted">{previewText(category.description, cardPreviewLength)}</span>
                  <span className="mt-auto pt-4 text-sm font-semibold text-ink">
                    {t('categories.count', { count: category.products.length })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
