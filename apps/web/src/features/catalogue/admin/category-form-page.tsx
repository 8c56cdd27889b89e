import './admin-texts';
import { useQuery } from '@tanstack/react-query';
import type { AdminCategory, CategoryBody } from '@upline/contract/catalogue-admin-categories';
import { catalogueAdminMessages as m } from '@upline/contract/catalogue-admin';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { adminCategoryQueryOptions, useSaveCategory } from './admin-catalogue-api';
import { Field } from '../../../shared/ui/form/field';
import { applyServerErrors, imageUrlRule } from './form-rules';
import { StaffGate } from './staff-gate';

interface CategoryValues {
  categoryName: string;
  description: string;
  imageUrl: string;
  frName: string;
  frDescription: string;
}

const valuesOf = (c?: AdminCategory): CategoryValues => ({
  categoryName: c?.categoryName ?? '',
  description: c?.description ?? '',
  imageUrl: c?.imageUrl ?? '',
  frName: c?.translations.fr?.categoryName ?? '',
  frDescription: c?.translations.fr?.description ?? '',
});

/** AddCategory. */
export function AddCategoryPage() {
  return <CategoryForm />;
}

/** EditCategory/{id}: the category's form, prefilled. */
export function EditCategoryPage() {
  const { id = '' } = useParams();
  const category = useQuery(adminCategoryQueryOptions(id));
  return (
    <StaffGate error={category.error} isPending={category.isPending}>
      {() => <CategoryForm category={category.data} />}
    </StaffGate>
  );
}

/** Name, description and image URL, all required (accounts §5), with the French texts beside them. */
function CategoryForm({ category }: { category?: AdminCategory }) {
  const { t } = useTranslation('catalogueAdmin');
  const navigate = useNavigate();
  const save = useSaveCategory(category?.id);
  const form = useForm<CategoryValues>({ defaultValues: valuesOf(category) });
  const { errors } = form.formState;
  const title = category ? t('categories.editTitle', { name: category.categoryName }) : t('categories.addTitle');
  useDocumentMeta(title);

  const submit = form.handleSubmit(async (values) => {
    const body: CategoryBody = {
      categoryName: values.categoryName,
      description: values.description,
      imageUrl: values.imageUrl,
      translations: { fr: { categoryName: values.frName, description: values.frDescription } },
    };
    try {
      await save.mutateAsync(body);
      toast.success(t(category ? 'toast.categoryUpdated' : 'toast.categoryAdded'));
      if (!category) void navigate(paths.adminCategories());
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('saveFailed'));
      applyServerErrors(error, form.setError, { 'translations.fr.categoryName': 'frName', 'translations.fr.description': 'frDescription' });
    }
  });

  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h1 className="text-3xl">{title}</h1>
      <form onSubmit={submit} noValidate className="mt-6 grid gap-5">
        <div className="grid gap-5 lg:grid-cols-2">
          <fieldset className="grid gap-4">
            <legend className="mb-2 font-semibold">{t('english')}</legend>
            <Field label={t('categories.name')} error={errors.categoryName?.message}>
              {(props) => <input {...props} {...form.register('categoryName', { validate: (v) => v.trim() !== '' || m.categoryNameRequired })} className="field-input" />}
            </Field>
            <Field label={t('categories.description')} error={errors.description?.message}>
              {(props) => <textarea {...props} rows={4} {...form.register('description', { validate: (v) => v.trim() !== '' || m.descriptionRequired })} className="field-input py-2" />}
            </Field>
          </fieldset>
          <fieldset className="grid gap-4">
            <legend className="mb-2 font-semibold">{t('french')}</legend>
            <Field label={t('categories.nameFr')} error={errors.frName?.message}>
              {(props) => <input {...props} lang="fr" {...form.register('frName')} className="field-input" />}
            </Field>
            <Field label={t('categories.descriptionFr')} error={errors.frDescription?.message}>
              {(props) => <textarea {...props} lang="fr" rows={4} {...form.register('frDescription')} className="field-input py-2" />}
            </Field>
          </fieldset>
        </div>
        <Field label={t('categories.imageUrl')} error={errors.imageUrl?.message}>
          {(props) => <input {...props} type="url" {...form.register('imageUrl', imageUrlRule(true))} className="field-input" />}
        </Field>
        <div>
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {t('submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
