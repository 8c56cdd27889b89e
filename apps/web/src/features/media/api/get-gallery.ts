import { queryOptions } from '@tanstack/react-query';
import { mediaRoutes } from '@upline/contract/media-routes';
import { call } from '../../../shared/api/call';

/** GET fileUpload/ (staff): the gallery, newest first. 401 without a session, 403 for members. */
export const galleryQueryOptions = () =>
  queryOptions({
    queryKey: ['gallery'],
    queryFn: ({ signal }) => call(mediaRoutes.gallery, { signal }),
    select: (response) => response.images,
    // A refusal will not change by asking again.
    retry: false,
  });
