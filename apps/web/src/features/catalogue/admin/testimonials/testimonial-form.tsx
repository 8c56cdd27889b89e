import { useId, useState, type FormEvent } from 'react';
import { testimonialBodySchema, testimonialMemberTypes, testimonialsAdminMessages as m, type AdminTestimonial, type TestimonialBody, type TestimonialMemberType } from '@upline/contract/testimonials-admin';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isApiError } from '../../../../shared/api/api-error';
import { CheckboxField } from '../../../../shared/ui/form/checkbox-field';
import { Field } from '../../../../shared/ui/form/field';
import { useSaveTestimonial } from './testimonials-admin-api';

interface Values {
  productId: string;
  name: string;
  rating: string;
  memberType: TestimonialMemberType;
  isPublished: boolean;
  texts: Record<string, string>;
}

const languages = ['en', 'fr'] as const;

const valuesOf = (x?: AdminTestimonial, memberType?: TestimonialMemberType): Values => ({
  productId: x ? String(x.productId) : '',
  name: x?.name ?? '',
  rating: x ? String(x.rating) : '5',
  memberType: x?.memberType ?? memberType ?? 'customer',
  isPublished: x?.isPublished ?? true,
  // Other stored languages are kept as they are.
  texts: { ...Object.fromEntries(languages.map((l) => [l, ''])), ...x?.texts },
});

function bodyOf(v: Values): TestimonialBody {
  return {
    productId: Number(v.productId) || 0,
    name: v.name.trim(),
    rating: Number(v.rating),
    memberType: v.memberType,
    isPublished: v.isPublished,
    texts: Object.fromEntries(Object.entries(v.texts).map(([lang, text]) => [lang, text.trim()])),
  };
}

/** Add or edit a product testimonial: the product, who, stars, the member type it is shown to, and its text in English and French side by side. */
export function TestimonialForm({ testimonial, products, memberType, onDone }: { testimonial?: AdminTestimonial; products: { id: number; name: string }[]; memberType?: TestimonialMemberType; onDone: () => void }) {
  const { t } = useTranslation('testimonialsAdmin');
  const ids = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(testimonial, memberType));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTestimonial(testimonial?.id);
  const forget = (key: string) => setErrors(({ [key]: _changed, ...rest }) => rest);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    forget(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(values);
    const checked = testimonialBodySchema.safeParse(body);
    const found: Record<string, string> = {};
    if (!checked.success) for (const issue of checked.error.issues) found[issue.path.slice(0, 2).map(String).join('.')] ??= issue.message;
    // English is the shop's default language: the server requires it too.
    if (!body.texts.en) found['texts.en'] ??= m.textRequired;
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(body);
      toast.success(saved.message);
      onDone();
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('saveFailed'));
      if (isApiError(error)) setErrors({ ...error.fieldErrors });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={testimonial ? t('editTitle', { name: testimonial.name }) : t('addTitle')}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id={`${ids}-productId`} label={t('fields.product')} error={errors.productId} isRequired className="content-start lg:col-span-2">
          {(p) => (
            <select {...p} value={values.productId} onChange={(e) => set('productId', e.target.value)} className="field-input">
              <option value="">{t('fields.chooseProduct')}</option>
              {products.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${ids}-name`} label={t('fields.name')} error={errors.name} isRequired className="content-start">
          {(p) => <input {...p} value={values.name} onChange={(e) => set('name', e.target.value)} className="field-input" autoComplete="off" />}
        </Field>
        <Field id={`${ids}-rating`} label={t('fields.rating')} error={errors.rating} isRequired className="content-start">
          {(p) => (
            <select {...p} value={values.rating} onChange={(e) => set('rating', e.target.value)} className="field-input">
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {t('stars', { count: n })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${ids}-memberType`} label={t('fields.memberType')} error={errors.memberType} isRequired className="content-start">
          {(p) => (
            <select {...p} value={values.memberType} onChange={(e) => set('memberType', e.target.value as TestimonialMemberType)} className="field-input">
              {testimonialMemberTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`memberTypes.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <CheckboxField label={t('fields.isPublished')} checked={values.isPublished} onChange={(e) => set('isPublished', e.target.checked)} className="self-end" />
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t('fields.texts')}</legend>
        {Object.keys(values.texts).map((lang) => (
          <Field
            key={lang}
            id={`${ids}-text-${lang}`}
            label={t(`languages.${lang}`, { defaultValue: lang.toUpperCase() })}
            error={errors[`texts.${lang}`]}
            hint={lang === 'en' ? undefined : t('hints.fr')}
            isRequired={lang === 'en'}
          >
            {(p) => (
              <textarea
                {...p}
                lang={lang}
                rows={4}
                value={values.texts[lang]}
                onChange={(e) => {
                  setValues((v) => ({ ...v, texts: { ...v.texts, [lang]: e.target.value } }));
                  forget(`texts.${lang}`);
                }}
                className="field-input py-2"
              />
            )}
          </Field>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {t('save')}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
