import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { couponBodySchema, type AdminCoupon, type CouponBody } from '@upline/contract/promotions-admin';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { Field, type FieldControlProps } from '../../../shared/ui/form/field';
import { useSaveCoupon } from './promotions-admin-api';
import type { Currency } from '@upline/domain/money';

interface Values {
  code: string;
  description: string;
  kind: 'percentage' | 'value';
  target: 'product' | 'shipping';
  amount: string;
  currency: '' | Currency;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  isFirstOrderOnly: boolean;
  minSubtotal: string;
  productIds: string;
  isActive: boolean;
}

/** A stored instant as the value of a datetime-local field (the browser's own time zone). */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const valuesOf = (c?: AdminCoupon): Values => ({
  code: c?.code ?? '',
  description: c?.description ?? '',
  kind: c?.kind ?? 'percentage',
  target: c?.target ?? 'product',
  amount: c ? String(c.amount) : '',
  currency: c?.currency ?? '',
  startsAt: toLocalInput(c?.startsAt ?? null),
  endsAt: toLocalInput(c?.endsAt ?? null),
  usageLimit: c?.usageLimit?.toString() ?? '',
  perCustomerLimit: c?.perCustomerLimit?.toString() ?? '',
  isFirstOrderOnly: c?.isFirstOrderOnly ?? false,
  minSubtotal: c?.minSubtotal?.toString() ?? '',
  productIds: c?.productIds.join(', ') ?? '',
  isActive: c?.isActive ?? true,
});

const numberOrText = (v: string) => (v.trim() === '' ? null : Number.isNaN(Number(v)) ? v : Number(v));

/** The form's values as the contract's body; an unparsable entry is sent as typed, so the schema names it. */
function bodyOf(v: Values): CouponBody {
  return {
    code: v.code.trim(),
    description: v.description,
    kind: v.kind,
    target: v.target,
    amount: numberOrText(v.amount) as number,
    currency: v.currency === '' ? null : v.currency,
    startsAt: v.startsAt ? new Date(v.startsAt).toISOString() : null,
    endsAt: v.endsAt ? new Date(v.endsAt).toISOString() : null,
    usageLimit: numberOrText(v.usageLimit) as number | null,
    perCustomerLimit: numberOrText(v.perCustomerLimit) as number | null,
    isFirstOrderOnly: v.isFirstOrderOnly,
    minSubtotal: numberOrText(v.minSubtotal) as number | null,
    productIds: v.productIds
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((p) => (Number.isNaN(Number(p)) ? p : Number(p))) as number[],
    isActive: v.isActive,
  };
}

/** Create or edit a coupon; checked with the contract's schema before it is sent, and by the server. */
export function CouponForm({ coupon, onDone }: { coupon?: AdminCoupon; onDone: () => void }) {
  const { t } = useTranslation('promotionsAdmin');
  const ids = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(coupon));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCoupon(coupon?.id);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A field's message goes once the field changes; the next save checks it again.
    setErrors(({ [key]: _changed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(values);
    const checked = couponBodySchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0] ?? 'code'), i.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(body);
      toast.success(t('coupons.saved', { code: body.code }));
      onDone();
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('saveFailed'));
      if (isApiError(error)) setErrors({ ...error.fieldErrors });
    }
  };

  const field = (key: keyof Values, label: string, control: (props: FieldControlProps) => ReactNode, hint?: string) => (
    <Field id={`${ids}-${key}`} label={label} error={errors[key]} hint={hint} className="content-start">
      {control}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={coupon ? t('coupons.editTitle', { code: coupon.code }) : t('coupons.addTitle')}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {field('code', t('coupons.fields.code'), (p) => <input {...p} value={values.code} onChange={(e) => set('code', e.target.value)} className="field-input" autoComplete="off" />)}
        {field('description', t('coupons.fields.description'), (p) => <input {...p} value={values.description} onChange={(e) => set('description', e.target.value)} className="field-input" />)}
        {field('kind', t('coupons.fields.kind'), (p) => (
          <select {...p} value={values.kind} onChange={(e) => set('kind', e.target.value as Values['kind'])} className="field-input">
            <option value="percentage">{t('coupons.kind.percentage')}</option>
            <option value="value">{t('coupons.kind.value')}</option>
          </select>
        ))}
        {field('target', t('coupons.fields.target'), (p) => (
          <select {...p} value={values.target} onChange={(e) => set('target', e.target.value as Values['target'])} className="field-input">
            <option value="product">{t('coupons.target.product')}</option>
            <option value="shipping">{t('coupons.target.shipping')}</option>
          </select>
        ))}
        {field('amount', values.kind === 'percentage' ? t('coupons.fields.percent') : t('coupons.fields.value'), (p) => (
          <input {...p} inputMode="decimal" value={values.amount} onChange={(e) => set('amount', e.target.value)} className="field-input" />
        ))}
        {field('currency', t('coupons.fields.currency'), (p) => (
          <select {...p} value={values.currency} onChange={(e) => set('currency', e.target.value as Values['currency'])} className="field-input">
            <option value="">{t('coupons.anyCurrency')}</option>
            <option value="USD">USD</option>
            <option value="CAD">CAD</option>
          </select>
        ), t('coupons.currencyHint'))}
        {field('usageLimit', t('coupons.fields.usageLimit'), (p) => <input {...p} inputMode="numeric" value={values.usageLimit} onChange={(e) => set('usageLimit', e.target.value)} className="field-input" />, t('coupons.emptyNoLimit'))}
        {field('perCustomerLimit', t('coupons.fields.perCustomerLimit'), (p) => <input {...p} inputMode="numeric" value={values.perCustomerLimit} onChange={(e) => set('perCustomerLimit', e.target.value)} className="field-input" />, t('coupons.emptyNoLimit'))}
        {field('minSubtotal', t('coupons.fields.minSubtotal'), (p) => <input {...p} inputMode="decimal" value={values.minSubtotal} onChange={(e) => set('minSubtotal', e.target.value)} className="field-input" />)}
        {field('startsAt', t('coupons.fields.startsAt'), (p) => <input {...p} type="datetime-local" value={values.startsAt} onChange={(e) => set('startsAt', e.target.value)} className="field-input" />)}
        {field('endsAt', t('coupons.fields.endsAt'), (p) => <input {...p} type="datetime-local" value={values.endsAt} onChange={(e) => set('endsAt', e.target.value)} className="field-input" />)}
        {field('productIds', t('coupons.fields.productIds'), (p) => <input {...p} value={values.productIds} onChange={(e) => set('productIds', e.target.value)} className="field-input" />, t('coupons.productIdsHint'))}
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" checked={values.isFirstOrderOnly} onChange={(e) => set('isFirstOrderOnly', e.target.checked)} className="size-5" />
          {t('coupons.fields.firstOrderOnly')}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} className="size-5" />
          {t('coupons.fields.active')}
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {t('coupons.save')}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          {t('coupons.cancel')}
        </button>
      </div>
    </form>
  );
}
