import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { promotionsAdminRoutes as calls, type CouponBody, type OfferBody } from '@upline/contract/promotions-admin';
import { call } from '../../../shared/api/call';

// The staff calls of promotions, through their contract descriptors. 401 without a session, 403
// for members: never retried.

export const adminCouponsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'coupons'],
    queryFn: ({ signal }) => call(calls.coupons, { signal }),
    select: (answer) => answer.coupons,
    retry: false,
  });

export const adminOffersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'offers'],
    queryFn: ({ signal }) => call(calls.offers, { signal }),
    select: (answer) => answer.offers,
    retry: false,
  });

/** POST admin/coupons, or admin/coupons/{id} when an id is given. Every cached answer is refreshed (the shop's offers too). */
export function useSaveCoupon(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponBody) => (id === undefined ? call(calls.createCoupon, { body }) : call(calls.updateCoupon, { params: { id }, body })),
    onSuccess: () => {
      void client.invalidateQueries();
    },
  });
}

/** POST admin/offers/{id}. */
export function useSaveOffer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferBody) => call(calls.updateOffer, { params: { id }, body }),
    onSuccess: () => {
      void client.invalidateQueries();
    },
  });
}
