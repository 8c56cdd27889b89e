import './admin-texts';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { catalogueAdminMessages as m } from '@upline/contract/catalogue-admin';
import type { AdminProduct } from '@upline/contract/catalogue-admin-products';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { adminCategoriesQueryOptions, adminProductQueryOptions, useSaveProduct } from './admin-catalogue-api';
import { Field } from '../../../shared/ui/form/field';
import { imageUrlRule, priceRule } from './form-rules';
import { ImagePicker } from './image-picker';
import { bodyOf, formFieldOf, htmlTabs, previewPrices, previewTiers, valuesOf, type ProductValues } from './product-form-values';
import { RichTextEditor } from '../../../shared/ui/rich-text-editor';
import { StaffGate } from './staff-gate';
import { TierPreview } from './tier-preview';
import { currentLocale } from '../../../shared/format/locale';

/** AddProduct: the editor, empty. */
export function AddProductPage() {
  return <ProductEditor />;
}

/** EditProduct/{id}: the editor with the product as stored. */
export function EditProductPage() {
  const { id = '' } = useParams();
  const product = useQuery(adminProductQueryOptions(id));
  return (
    <StaffGate error={product.error} isPending={product.isPending}>
      {() => <ProductEditor key={product.data?.updated_at} product={product.data} />}
    </StaffGate>
  );
}

const section = 'grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6';
const priceRows = [
  ['customer', 'sale_price', 'suggested_retail_price', 'autoship_price_customer'],
  ['ambassador', 'amb_sale_price', 'amb_suggested_retail_price', 'autoship_price_amb'],
  ['scholar', 'sc_sale_price', 'sc_suggested_retail_price', 'autoship_price_sc'],
] as const;
const priceKinds = ['sale', 'retail', 'autoship'] as const;

function ProductEditor({ product }: { product?: AdminProduct }) {
  const { t, i18n } = useTranslation('catalogueAdmin');
  const navigate = useNavigate();
  const save = useSaveProduct(product?.id);
  const categories = useQuery(adminCategoriesQueryOptions());
  const form = useForm<ProductValues>({ defaultValues: valuesOf(product) });
  const { errors } = form.formState;
  const { register } = form;
  const title = product ? t('editor.editTitle', { name: product.name }) : t('editor.addTitle');
  useDocumentMeta(title);
  const locale = currentLocale(i18n.language);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(bodyOf(values));
      toast.success(t(product ? 'toast.productUpdated' : 'toast.productAdded'));
      if (!product) void navigate(paths.adminEditProduct(answer.product.id), { replace: true });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('saveFailed'));
      if (isApiError(error)) for (const [field, message] of Object.entries(error.fieldErrors)) form.setError(formFieldOf(field) as keyof ProductValues, { message });
    }
  });
  const err = (path: string) => path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors) as { message?: string } | undefined;

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl">{title}</h1>
        <div className="flex gap-2">
          {product && (
            <Link to={paths.showDetails(product.slug)} className="btn-outline">
              {t('editor.viewInShop')}
            </Link>
          )}
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {t('submit')}
          </button>
        </div>
      </div>

      <section className={section} aria-labelledby="basics">
        <h2 id="basics" className="text-2xl">{t('editor.basics')}</h2>
        <div className="grid gap-4 lg:grid-cols-2">
          <p className="font-semibold">{t('english')}</p>
          <p className="hidden font-semibold lg:block">{t('french')}</p>
          <Field label={t('editor.name')} error={err('name')?.message}>
            {(p) => <input {...p} {...register('name', { validate: (v) => v.trim() !== '' || m.nameRequired })} className="field-input" />}
          </Field>
          <Field label={t('editor.nameFr')} error={err('fr.name')?.message}>
            {(p) => <input {...p} lang="fr" {...register('fr.name')} className="field-input" />}
          </Field>
          {(['short_description', 'description_tagline'] as const).map((key) => [
            <Field key={key} label={t(`editor.${key}`)} error={err(key)?.message}>
              {(p) => <input {...p} {...register(key)} className="field-input" />}
            </Field>,
            <Field key={`fr-${key}`} label={t(`editor.${key}Fr`)} error={err(`fr.${key}`)?.message}>
              {(p) => <input {...p} lang="fr" {...register(`fr.${key}`)} className="field-input" />}
            </Field>,
          ])}
          <Field label={t('editor.description')} error={err('description')?.message}>
            {(p) => <textarea {...p} rows={5} {...register('description', { validate: (v) => v.trim() !== '' || m.descriptionRequired })} className="field-input py-2" />}
          </Field>
          <Field label={t('editor.descriptionFr')} error={err('fr.description')?.message}>
            {(p) => <textarea {...p} lang="fr" rows={5} {...register('fr.description')} className="field-input py-2" />}
          </Field>
        </div>
        <fieldset>
          <legend className="text-sm font-medium">{t('editor.categories')}</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {(categories.data ?? []).map((c) => (
              <label key={c.id} className="inline-flex min-h-11 items-center gap-2">
                <input type="checkbox" value={String(c.id)} {...register('categoryIds', { validate: (v) => v.length > 0 || m.categoryRequired })} className="size-5" />
                {c.categoryName}
              </label>
            ))}
          </div>
          {err('categoryIds')?.message && (
            <p role="alert" className="text-sm text-red-700">
              {err('categoryIds')?.message}
            </p>
          )}
        </fieldset>
      </section>

      <section className={section} aria-labelledby="images">
        <h2 id="images" className="text-2xl">{t('editor.images')}</h2>
        <Field label={t('editor.thumbnail')} error={err('thumbnail_url')?.message} hint={t('editor.imageHint')}>
          {(p) => <input {...p} {...register('thumbnail_url', imageUrlRule(true))} className="field-input" />}
        </Field>
        <Field label={t('editor.gallery')} error={err('images')?.message} hint={t('editor.galleryHint')}>
          {(p) => <textarea {...p} rows={3} {...register('images')} className="field-input py-2 font-mono text-sm" />}
        </Field>
        <ImagePicker
          onPick={(url, as) => {
            if (as === 'thumbnail') form.setValue('thumbnail_url', url, { shouldDirty: true, shouldValidate: true });
            else form.setValue('images', [form.getValues('images').trim(), url].filter(Boolean).join('\n'), { shouldDirty: true });
          }}
        />
      </section>

      <section className={section} aria-labelledby="prices">
        <h2 id="prices" className="text-2xl">{t('editor.prices')}</h2>
        <PriceTable currency="usd" control={form.control} register={register} err={err} />
        <label className="inline-flex min-h-11 items-center gap-2">
          <input type="checkbox" {...register('soldInCanada')} className="size-5" />
          {t('editor.soldInCanada')}
        </label>
        <CadPrices control={form.control} register={register} err={err} />
      </section>

      <section className={section} aria-labelledby="tiers">
        <h2 id="tiers" className="text-2xl">{t('tiers.title')}</h2>
        <p className="text-sm text-ink-muted">{t('tiers.intro')}</p>
        <div className="grid gap-6 lg:grid-cols-2">
          {(['qty_range_', 'cust_qty_range_'] as const).map((prefix) => (
            <fieldset key={prefix} className="grid gap-3">
              <legend className="font-semibold">{t(prefix === 'qty_range_' ? 'tiers.member' : 'tiers.customer')}</legend>
              {[1, 2, 3].map((n) => (
                <div key={n} className="grid grid-cols-2 gap-3">
                  <Field label={t('tiers.range', { n })} error={err(`tiers.${prefix}${n}`)?.message}>
                    {(p) => <input {...p} placeholder="2-5" {...register(`tiers.${prefix}${n}`)} className="field-input" />}
                  </Field>
                  <Field label={t('tiers.percent', { n })} error={err(`tiers.${prefix}${n}_per`)?.message}>
                    {(p) => <input {...p} inputMode="decimal" placeholder="5" {...register(`tiers.${prefix}${n}_per`)} className="field-input" />}
                  </Field>
                </div>
              ))}
            </fieldset>
          ))}
        </div>
        <LivePreview control={form.control} locale={locale} />
      </section>

      <section className={section} aria-labelledby="flags">
        <h2 id="flags" className="text-2xl">{t('editor.flags')}</h2>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['autoship', 'display_shop', 'display_review', 'is_best_seller', 'is_holistic'] as const).map((flag) => (
            <label key={flag} className="inline-flex min-h-11 items-center gap-2">
              <input type="checkbox" {...register(flag)} className="size-5" />
              {t(`editor.${flag}`)}
            </label>
          ))}
        </div>
      </section>

      <section className={section} aria-labelledby="tabs">
        <h2 id="tabs" className="text-2xl">{t('editor.tabs')}</h2>
        {htmlTabs.map((tab) => (
          <div key={tab} className="grid gap-4 lg:grid-cols-2">
            <TabEditor control={form.control} name={tab} label={t(`editor.tab.${tab}`)} />
            <TabEditor control={form.control} name={`fr.${tab}`} label={t('editor.inFrench', { label: t(`editor.tab.${tab}`) })} lang="fr" />
          </div>
        ))}
      </section>

      <section className={section} aria-labelledby="seo">
        <h2 id="seo" className="text-2xl">{t('editor.seo')}</h2>
        <Field label={t('editor.slug')} error={err('slug')?.message} hint={t('editor.slugHint')}>
          {(p) => <input {...p} {...register('slug')} className="field-input" />}
        </Field>
        <div className="grid gap-4 lg:grid-cols-2">
          <Field label={t('editor.seo_title')} error={err('seo_title')?.message}>
            {(p) => <input {...p} {...register('seo_title')} className="field-input" />}
          </Field>
          <Field label={t('editor.seo_titleFr')} error={err('fr.seo_title')?.message}>
            {(p) => <input {...p} lang="fr" {...register('fr.seo_title')} className="field-input" />}
          </Field>
          <Field label={t('editor.seo_description')} error={err('seo_description')?.message}>
            {(p) => <textarea {...p} rows={2} {...register('seo_description')} className="field-input py-2" />}
          </Field>
          <Field label={t('editor.seo_descriptionFr')} error={err('fr.seo_description')?.message}>
            {(p) => <textarea {...p} lang="fr" rows={2} {...register('fr.seo_description')} className="field-input py-2" />}
          </Field>
        </div>
      </section>

      <div>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}

type Register = ReturnType<typeof useForm<ProductValues>>['register'];
type ErrAt = (path: string) => { message?: string } | undefined;

function PriceTable({ currency, register, err }: { currency: 'usd' | 'cad'; control: Control<ProductValues>; register: Register; err: ErrAt }) {
  const { t } = useTranslation('catalogueAdmin');
  return (
    <fieldset>
      <legend className="font-semibold">{t(currency === 'usd' ? 'editor.pricesUsd' : 'editor.pricesCad')}</legend>
      <div className="mt-2 grid gap-4">
        {priceRows.map(([type, ...fields]) => (
          <div key={type} className="grid gap-3 sm:grid-cols-[8rem_repeat(3,minmax(0,1fr))] sm:items-start">
            <p className="font-medium sm:pt-8">{t(`memberTypes.${type}`)}</p>
            {fields.map((f, i) => (
              <Field key={f} label={t(`editor.priceKind.${priceKinds[i]!}`, { type: t(`memberTypes.${type}`) })} error={err(`${currency}.${f}`)?.message}>
                {(p) => <input {...p} inputMode="decimal" {...register(`${currency}.${f}`, priceRule(currency === 'usd' && f === 'sale_price'))} className="field-input" />}
              </Field>
            ))}
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function CadPrices(props: { control: Control<ProductValues>; register: Register; err: ErrAt }) {
  const soldInCanada = useWatch({ control: props.control, name: 'soldInCanada' });
  return soldInCanada ? <PriceTable currency="cad" {...props} /> : null;
}

function LivePreview({ control, locale }: { control: Control<ProductValues>; locale: string }) {
  const usd = useWatch({ control, name: 'usd' });
  const tiers = useWatch({ control, name: 'tiers' });
  return <TierPreview prices={previewPrices(usd)} tiers={previewTiers(tiers)} locale={locale} />;
}

function TabEditor({ control, name, label, lang }: { control: Control<ProductValues>; name: `${(typeof htmlTabs)[number]}` | `fr.${(typeof htmlTabs)[number]}`; label: string; lang?: string }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <span id={id} className="text-sm font-medium">
        {label}
      </span>
      <Controller control={control} name={name} render={({ field }) => <RichTextEditor labelId={id} value={field.value} onChange={field.onChange} lang={lang} />} />
    </div>
  );
}

