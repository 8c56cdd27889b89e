import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { testimonialsAdminRoutes as calls, type TestimonialBody, type TestimonialMemberType } from '@upline/contract/testimonials-admin';
import { call } from '../../../../shared/api/call';

// The staff calls of product testimonials, through their contract descriptors. 401 without a
// session, 403 for members: never retried.

export const adminTestimonialsQueryOptions = (memberType?: TestimonialMemberType) =>
  queryOptions({
    queryKey: ['admin', 'testimonials', memberType ?? 'all'],
    queryFn: ({ signal }) => call(calls.list, { query: memberType ? { memberType } : {}, signal }),
    retry: false,
  });

/** Every cached answer is refreshed after a change, so the shop's Testimonials page opened next in this tab reads it too. */
function useAfterChange() {
  const client = useQueryClient();
  return () => void client.invalidateQueries();
}

/** POST admin/testimonials, or PUT admin/testimonials/{id} when an id is given. */
export function useSaveTestimonial(id?: number) {
  const onSuccess = useAfterChange();
  return useMutation({
    mutationFn: (body: TestimonialBody) => (id === undefined ? call(calls.create, { body }) : call(calls.update, { params: { id }, body })),
    onSuccess,
  });
}

/** POST admin/testimonials/{id}/publish or /unpublish. */
export function usePublishTestimonial() {
  const onSuccess = useAfterChange();
  return useMutation({
    mutationFn: ({ id, isPublished }: { id: number; isPublished: boolean }) => call(isPublished ? calls.publish : calls.unpublish, { params: { id } }),
    onSuccess,
  });
}
