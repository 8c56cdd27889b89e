import './admin-texts';
import { useQuery } from '@tanstack/react-query';
import type { Language } from '@upline/contract/content';
import { contentAdminMessages as m } from '@upline/contract/content-admin';
import type { AdminMenuItem, MenuBody } from '@upline/contract/content-admin-menus';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentMeta } from '../../../shared/document-meta';
import { adminMenusQueryOptions, useSaveMenu } from './content-admin-api';
import { ContentTabs } from './content-tabs';
import { Field } from '../../../shared/ui/form/field';
import { applyServerErrors } from './form-rules';
import { useShopLanguages } from './shop-languages';
import { StaffGate } from './staff-gate';

type Menu = 'header' | 'footer';

interface MenuValues {
  items: { itemId: number | null; slug: string; is_active: boolean; names: Record<string, string> }[];
}

const valuesOf = (items: AdminMenuItem[], languages: Language[]): MenuValues => ({
  items: items.map((item) => ({ itemId: item.id, slug: item.slug, is_active: item.is_active, names: Object.fromEntries(languages.map((l) => [l.code, item.names[l.code] ?? ''])) })),
});

/** A target as the contract takes it: a page slug or a path of the shop. */
const targetRule = { validate: (v: string) => /^[a-z0-9-]+$/.test(v.trim()) || /^\/(?!\/)[A-Za-z0-9\-._~/]*$/.test(v.trim()) || m.target };

/** Staff: the header and footer menus: labels per language, targets, order, shown or hidden. */
export function AdminMenusPage() {
  const { t } = useTranslation('contentAdmin');
  const menus = useQuery(adminMenusQueryOptions());
  const languages = useShopLanguages();
  useDocumentMeta(t('menus.title'));
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h1 className="text-3xl">{t('title')}</h1>
      <ContentTabs />
      <p className="mt-6 text-ink-muted">{t('menus.intro')}</p>
      <StaffGate error={menus.error} isPending={menus.isPending}>
        {() => (
          <>
            {(['header', 'footer'] as const).map((menu) => (
              <MenuForm key={`${menu}-${menus.dataUpdatedAt}`} menu={menu} items={menus.data?.[menu] ?? []} languages={languages} />
            ))}
          </>
        )}
      </StaffGate>
    </section>
  );
}

function MenuForm({ menu, items, languages }: { menu: Menu; items: AdminMenuItem[]; languages: Language[] }) {
  const { t } = useTranslation('contentAdmin');
  const save = useSaveMenu(menu);
  const form = useForm<MenuValues>({ defaultValues: valuesOf(items, languages) });
  const rows = useFieldArray({ control: form.control, name: 'items' });
  const { errors } = form.formState;
  const defaultLang = languages[0]?.code ?? 'en';
  const headingId = `menu-${menu}`;

  const submit = form.handleSubmit(async (values) => {
    const body: MenuBody = {
      items: values.items.map((item) => ({ ...(item.itemId ? { id: item.itemId } : {}), slug: item.slug.trim(), is_active: item.is_active, names: item.names })),
    };
    try {
      const saved = await save.mutateAsync(body);
      toast.success(saved.message);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('saveFailed'));
      applyServerErrors(error, form.setError, (field) => field.replace(/\.id$/, '.slug'));
    }
  });

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-2xl">
        {t(`menus.${menu}`)}
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3">
        <ol className="grid gap-3">
          {rows.fields.map((row, index) => (
            <li key={row.id} className="grid gap-3 rounded-xl border border-cream-dark p-3" data-testid={`menu-item-${menu}`}>
              <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2 xl:grid-cols-3">
                <legend className="mb-1 text-sm font-semibold">{t('menus.item', { number: index + 1 })}</legend>
                {languages.map((language) => (
                  <Field key={language.code} label={t('menus.label', { language: language.name })} error={errors.items?.[index]?.names?.[language.code]?.message}>
                    {(props) => (
                      <input
                        {...props}
                        lang={language.code}
                        {...form.register(`items.${index}.names.${language.code}`, { validate: (v) => language.code !== defaultLang || v.trim() !== '' || m.labelRequired })}
                        className="field-input"
                      />
                    )}
                  </Field>
                ))}
                <Field label={t('menus.target')} error={errors.items?.[index]?.slug?.message} hint={t('menus.targetHint')}>
                  {(props) => <input {...props} {...form.register(`items.${index}.slug`, targetRule)} className="field-input" autoCapitalize="off" spellCheck={false} />}
                </Field>
              </fieldset>
              <div className="flex flex-wrap items-center gap-2">
                <label className="mr-2 flex min-h-11 items-center gap-2">
                  <input type="checkbox" {...form.register(`items.${index}.is_active`)} className="size-5" />
                  {t('menus.shown')}
                </label>
                <button type="button" className="btn-outline" disabled={index === 0} onClick={() => rows.move(index, index - 1)} aria-label={t('menus.upNamed', { number: index + 1 })}>
                  {t('menus.up')}
                </button>
                <button type="button" className="btn-outline" disabled={index === rows.fields.length - 1} onClick={() => rows.move(index, index + 1)} aria-label={t('menus.downNamed', { number: index + 1 })}>
                  {t('menus.down')}
                </button>
                <button type="button" className="btn-outline" onClick={() => rows.remove(index)} aria-label={t('menus.removeNamed', { number: index + 1 })}>
                  {t('menus.remove')}
                </button>
              </div>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-outline" onClick={() => rows.append({ itemId: null, slug: '', is_active: true, names: Object.fromEntries(languages.map((l) => [l.code, ''])) })}>
            {t('menus.add')}
          </button>
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {t(menu === 'header' ? 'menus.saveHeader' : 'menus.saveFooter')}
          </button>
        </div>
      </form>
    </section>
  );
}
