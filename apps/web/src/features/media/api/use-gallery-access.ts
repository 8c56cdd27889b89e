import { useQuery } from '@tanstack/react-query';
import type { GalleryImage } from '@upline/contract/media';
import { isApiError } from '../../../shared/api/api-error';
import { galleryQueryOptions } from './get-gallery';

export type GalleryAccess =
  | { state: 'loading' }
  | { state: 'staff'; images: GalleryImage[] }
  /** Signed in, but not staff: the server answered 403. */
  | { state: 'refused' }
  /** The server has no session for this browser any more (401). */
  | { state: 'signin' };

/**
 * Who may use the gallery is the server's decision: the page asks for the image list and
 * reads the answer. Any other failure is thrown to the route's error boundary.
 */
export function useGalleryAccess(): GalleryAccess {
  const { data, error, isPending } = useQuery(galleryQueryOptions());
  if (isPending) return { state: 'loading' };
  if (error) {
    if (isApiError(error) && error.status === 403) return { state: 'refused' };
    if (isApiError(error) && error.status === 401) return { state: 'signin' };
    throw error;
  }
  return { state: 'staff', images: data };
}
