import { useId, useState, type FormEvent } from 'react';
import { offerBodySchema, type AdminOffer } from '@upline/contract/promotions-admin';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { Field } from '../../../shared/ui/form/field';
import { checkOfferData, offerDataOf, offerFormFields, offerFormValues, offerTextField, type OfferFormValues } from './offer-form-values';
import { useSaveOffer } from './promotions-admin-api';

type ScalarField = Exclude<(typeof offerFormFields)[keyof typeof offerFormFields][number], 'hidesHeaderStrip'>;

/** One offer in the form of its kind: its fields, its text in English and French side by side, whether it runs and its dates. */
export function OfferForm({ offer }: { offer: AdminOffer }) {
  const { t } = useTranslation('promotionsAdmin');
  const ids = useId();
  const [values, setValues] = useState<OfferFormValues>(() => offerFormValues(offer));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveOffer(offer.id);
  const title = t(`offers.kinds.${offer.kind}`);
  const textField = offerTextField[offer.kind];
  const forget = (key: string) => setErrors(({ [key]: _changed, ...rest }) => rest);
  const set = <K extends keyof OfferFormValues>(key: K, value: OfferFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    forget(key);
  };
  const setText = (lang: string, value: string) => {
    setValues((v) => ({ ...v, texts: { ...v.texts, [lang]: value } }));
    forget(`${textField}.${lang}`);
    forget(textField ?? '');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      data: offerDataOf(offer.kind, values),
      isActive: values.isActive,
      startsAt: values.startsAt ? new Date(values.startsAt).toISOString() : null,
      endsAt: values.endsAt ? new Date(values.endsAt).toISOString() : null,
    };
    const found = checkOfferData(offer.kind, body.data);
    const dates = offerBodySchema.safeParse(body);
    if (!dates.success) for (const issue of dates.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(body);
      toast.success(t('offers.saved', { kind: title }));
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('saveFailed'));
      if (isApiError(error)) setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k.replace(/^data\./, ''), v])));
    }
  };

  const input = (key: ScalarField, inputMode: 'numeric' | 'text') => (
    <Field key={key} id={`${ids}-${key}`} label={t(`offers.fields.${key}`)} error={errors[key]} hint={key === 'productIds' || key === 'countryCodes' || key === 'couponCode' ? t(`offers.hints.${key}`) : undefined} isRequired={key !== 'productIds' && key !== 'countryCodes'} className="content-start">
      {(p) => <input {...p} inputMode={inputMode} value={values[key]} onChange={(e) => set(key, e.target.value)} className="field-input" autoComplete="off" spellCheck={false} />}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-xl border border-cream-dark p-3 sm:p-4" aria-label={title} data-testid={`offer-${offer.kind}`}>
      <h3 className="font-semibold">
        {title} <span className="text-sm font-normal text-ink-muted">#{offer.id}</span>
      </h3>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {offerFormFields[offer.kind].map((key) =>
          key === 'hidesHeaderStrip' ? (
            <CheckboxField key={key} label={t('offers.fields.hidesHeaderStrip')} checked={values.hidesHeaderStrip} onChange={(e) => set('hidesHeaderStrip', e.target.checked)} className="self-end" />
          ) : (
            input(key, key === 'couponCode' || key === 'countryCodes' ? 'text' : 'numeric')
          ),
        )}
      </div>
      {textField && (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{t(`offers.fields.${textField}`)}</legend>
          {Object.keys(values.texts).map((lang) => (
            <Field key={lang} id={`${ids}-${textField}-${lang}`} label={t(`offers.languages.${lang}`, { defaultValue: lang.toUpperCase() })} error={errors[`${textField}.${lang}`] ?? (lang === 'en' ? errors[textField] : undefined)} isRequired={lang === 'en'}>
              {(p) => <textarea {...p} lang={lang} rows={3} value={values.texts[lang]} onChange={(e) => setText(lang, e.target.value)} className="field-input py-2" />}
            </Field>
          ))}
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field id={`${ids}-startsAt`} label={t('offers.fields.startsAt')} error={errors.startsAt} hint={t('offers.hints.dates')}>
          {(p) => <input {...p} type="datetime-local" value={values.startsAt} onChange={(e) => set('startsAt', e.target.value)} className="field-input" />}
        </Field>
        <Field id={`${ids}-endsAt`} label={t('offers.fields.endsAt')} error={errors.endsAt}>
          {(p) => <input {...p} type="datetime-local" value={values.endsAt} onChange={(e) => set('endsAt', e.target.value)} className="field-input" />}
        </Field>
        <CheckboxField label={t('offers.running')} checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} className="self-start sm:mt-6" />
      </div>
      <div>
        <button type="submit" className="btn-outline" disabled={save.isPending}>
          {t('offers.save')}
        </button>
      </div>
    </form>
  );
}
