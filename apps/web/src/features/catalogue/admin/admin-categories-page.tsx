import './admin-texts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { adminCategoriesQueryOptions } from './admin-catalogue-api';
import { StaffGate } from './staff-gate';

/** AdminCategory (accounts §2.9): the category cards with 'Add a new Category' and an Edit link per card. */
export function AdminCategoriesPage() {
  const { t } = useTranslation('catalogueAdmin');
  const categories = useQuery(adminCategoriesQueryOptions());
  useDocumentMeta(t('categories.title'));
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl">{t('categories.title')}</h1>
        <Link to={paths.adminAddCategory()} className="btn-primary">
          {t('categories.add')}
        </Link>
      </div>
      <StaffGate error={categories.error} isPending={categories.isPending}>
        {() => (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {(categories.data ?? []).map((category) => (
              <li key={category.id} className="flex flex-col overflow-hidden rounded-2xl border border-cream-dark">
                {category.imageUrl ? <img src={category.imageUrl} alt="" className="h-32 w-full object-cover" loading="lazy" /> : <span className="h-32 bg-cream-dark" />}
                <div className="flex flex-1 flex-col p-4">
                  <h2 className="text-xl">
                    <Link to={paths.listProducts(category.id)} className="hover:underline">
                      {category.categoryName}
                    </Link>
                  </h2>
                  <p className="mt-1 text-sm text-ink-muted">{category.description.slice(0, 65)}</p>
                  <p className="mt-2 text-sm">{t('categories.count', { count: category.product_count })}</p>
                  <Link to={paths.adminEditCategory(category.id)} className="mt-3 self-start font-semibold text-brand underline" aria-label={t('categories.editNamed', { name: category.categoryName })}>
                    {t('edit')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </StaffGate>
    </section>
  );
}
