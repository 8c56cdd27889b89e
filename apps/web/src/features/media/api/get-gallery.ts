import { queryOptions } from '@tanstack/react-query';
import type { GalleryImage } from '@upline/contract/media';
import { apiFetch } from '../../../shared/api/client';

/** GET fileUpload/ (staff): the gallery, newest first. 401 without a session, 403 for members. */
export const galleryQueryOptions = () =>
  queryOptions({
    queryKey: ['gallery'],
    queryFn: ({ signal }) => apiFetch<{ images: GalleryImage[] }>('/fileUpload/', { signal }),
    select: (response) => response.images,
    // A refusal will not change by asking again.
    retry: false,
  });
