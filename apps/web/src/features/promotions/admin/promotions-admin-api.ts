import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon, AdminOffer, CouponBody, OfferBody } from '@upline/contract/promotions-admin';
import { apiFetch } from '../../../shared/api/client';

// The staff calls of promotions. 401 without a session, 403 for members: never retried.

export const adminCouponsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'coupons'],
    queryFn: ({ signal }) => apiFetch<{ coupons: AdminCoupon[] }>('/admin/coupons', { signal }),
    select: (answer) => answer.coupons,
    retry: false,
  });

export const adminOffersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'offers'],
    queryFn: ({ signal }) => apiFetch<{ offers: AdminOffer[] }>('/admin/offers', { signal }),
    select: (answer) => answer.offers,
    retry: false,
  });

/** POST admin/coupons, or admin/coupons/{id} when an id is given. Every cached answer is refreshed (the shop's offers too). */
export function useSaveCoupon(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponBody) => apiFetch<{ message: string; coupon: AdminCoupon }>(id === undefined ? '/admin/coupons' : `/admin/coupons/${id}`, { method: 'POST', body }),
    onSuccess: () => {
      void client.invalidateQueries();
    },
  });
}

/** POST admin/offers/{id}. */
export function useSaveOffer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferBody) => apiFetch<{ message: string; offer: AdminOffer }>(`/admin/offers/${id}`, { method: 'POST', body }),
    onSuccess: () => {
      void client.invalidateQueries();
    },
  });
}
