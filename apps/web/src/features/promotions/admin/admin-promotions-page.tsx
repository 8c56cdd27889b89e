import './admin-texts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminCoupon } from '@upline/contract/promotions-admin';
import { formatMoney } from '@upline/domain/money';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../../../shared/document-meta';
import { CouponForm } from './coupon-form';
import { OffersPanel } from './offers-panel';
import { adminCouponsQueryOptions } from './promotions-admin-api';
import { StaffGate } from './staff-gate';
import { currentLocale } from '../../../shared/format/locale';

/** Staff: coupons with their usage, created and edited here; the offers edited as their data. */
export function AdminPromotionsPage() {
  const { t, i18n } = useTranslation('promotionsAdmin');
  const coupons = useQuery(adminCouponsQueryOptions());
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  useDocumentMeta(t('title'));
  const locale = currentLocale(i18n.language);
  const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language) : '—');
  const amountOf = (c: AdminCoupon) => (c.kind === 'percentage' ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(c.amount / 100) : formatMoney(Math.round(c.amount * 100), c.currency ?? 'USD', locale));
  const limitsOf = (c: AdminCoupon) =>
    [
      c.usageLimit ? t('coupons.limitTotal', { count: c.usageLimit }) : null,
      c.perCustomerLimit ? t('coupons.limitCustomer', { count: c.perCustomerLimit }) : null,
      c.isFirstOrderOnly ? t('coupons.firstOrderOnly') : null,
      c.validHoursFromFirstView ? t('coupons.flashHours', { n: c.validHoursFromFirstView }) : null,
    ]
      .filter(Boolean)
      .join(' · ') || t('coupons.noLimit');

  return (
    <div className="grid gap-6">
      <section className="rounded-2xl bg-white p-4 shadow-sm sm:p-6" aria-labelledby="coupons-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="coupons-title" className="text-3xl">
            {t('title')}
          </h1>
          {editing === null && (
            <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
              {t('coupons.add')}
            </button>
          )}
        </div>
        <p className="mt-2 text-ink-muted">{t('intro')}</p>
        {editing !== null && (
          <div className="mt-5 rounded-xl border border-cream-dark p-4">
            <h2 className="mb-3 text-xl">{editing === 'new' ? t('coupons.addTitle') : t('coupons.editTitle', { code: editing.code })}</h2>
            <CouponForm key={editing === 'new' ? 'new' : editing.id} coupon={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
          </div>
        )}
        <h2 className="mt-6 text-xl">{t('coupons.title')}</h2>
        <StaffGate error={coupons.error} isPending={coupons.isPending}>
          {() => (
            <>
              <ul className="mt-3 grid gap-2 md:hidden" aria-label={t('coupons.title')}>
                {coupons.data!.map((c) => (
                  <li key={c.id} className="rounded-xl border border-cream-dark p-3 text-sm">
                    <p className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold">{c.code}</span>
                      <span>{c.isActive ? t('coupons.active') : t('coupons.inactive')}</span>
                    </p>
                    <p>
                      {amountOf(c)} · {t(`coupons.target.${c.target}`)}
                    </p>
                    <p className="text-ink-muted">{limitsOf(c)}</p>
                    <p>{t('coupons.usageLine', { redeemed: c.usage.redeemed, reserved: c.usage.reserved, customers: c.usage.customers })}</p>
                    <button type="button" className="btn-outline mt-2" onClick={() => setEditing(c)} aria-label={t('coupons.editNamed', { code: c.code })}>
                      {t('coupons.edit')}
                    </button>
                  </li>
                ))}
              </ul>
              <div className="mt-3 hidden overflow-x-auto md:block">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t('coupons.title')}</caption>
                  <thead>
                    <tr className="border-b border-cream-dark">
                      <th scope="col" className="px-2 py-2 font-semibold">{t('coupons.columns.code')}</th>
                      <th scope="col" className="px-2 py-2 font-semibold">{t('coupons.columns.discount')}</th>
                      <th scope="col" className="px-2 py-2 font-semibold">{t('coupons.columns.limits')}</th>
                      <th scope="col" className="px-2 py-2 font-semibold">{t('coupons.columns.dates')}</th>
                      <th scope="col" className="px-2 py-2 font-semibold">{t('coupons.columns.usage')}</th>
                      <th scope="col" className="px-2 py-2 font-semibold">{t('coupons.columns.state')}</th>
                      <th scope="col" className="px-2 py-2 font-semibold"><span className="sr-only">{t('coupons.columns.actions')}</span></th>
                    </tr>
                  </thead>
                  <tbody>
                    {coupons.data!.map((c) => (
                      <tr key={c.id} className="border-b border-cream-dark last:border-0" data-testid="coupon-row">
                        <td className="px-2 py-2 font-semibold">{c.code}</td>
                        <td className="px-2 py-2">
                          {amountOf(c)} · {t(`coupons.target.${c.target}`)}
                        </td>
                        <td className="px-2 py-2">{limitsOf(c)}</td>
                        <td className="px-2 py-2 whitespace-nowrap">
                          {c.startsAt || c.endsAt ? `${day(c.startsAt)} – ${day(c.endsAt)}` : t('coupons.always')}
                        </td>
                        <td className="px-2 py-2">{t('coupons.usageLine', { redeemed: c.usage.redeemed, reserved: c.usage.reserved, customers: c.usage.customers })}</td>
                        <td className="px-2 py-2">{c.isActive ? t('coupons.active') : t('coupons.inactive')}</td>
                        <td className="px-2 py-2">
                          <button type="button" className="font-semibold text-brand underline" onClick={() => setEditing(c)} aria-label={t('coupons.editNamed', { code: c.code })}>
                            {t('coupons.edit')}
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </StaffGate>
      </section>
      <OffersPanel />
    </div>
  );
}
