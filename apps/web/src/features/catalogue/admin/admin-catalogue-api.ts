import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCategory,
  AdminProduct,
  AdminProductRow,
  CategoryBody,
  CategorySaved,
  ProductAddBody,
  ProductSaved,
  ProductUpdateBody,
} from '@upline/contract/catalogue-admin';
import type { GalleryImage } from '@upline/contract/media';
import { ApiError, clientErrorCodes, toErrorBody } from '../../../shared/api/api-error';
import { API_BASE, apiFetch } from '../../../shared/api/client';

// The staff calls of the catalogue. 401 without a session, 403 for members: never retried.

export const adminProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'products'],
    queryFn: ({ signal }) => apiFetch<{ products: AdminProductRow[] }>('/admin/products', { signal }),
    select: (answer) => answer.products,
    retry: false,
  });

export const adminProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'product', id],
    queryFn: ({ signal }) => apiFetch<{ product: AdminProduct }>(`/admin/products/${encodeURIComponent(id)}`, { signal }),
    select: (answer) => answer.product,
    retry: false,
  });

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'categories'],
    queryFn: ({ signal }) => apiFetch<{ categories: AdminCategory[] }>('/admin/categories', { signal }),
    select: (answer) => answer.categories,
    retry: false,
  });

export const adminCategoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'category', id],
    queryFn: ({ signal }) => apiFetch<{ category: AdminCategory }>(`/admin/categories/${encodeURIComponent(id)}`, { signal }),
    select: (answer) => answer.category,
    retry: false,
  });

export const galleryImagesQueryOptions = () =>
  queryOptions({
    queryKey: ['gallery'],
    queryFn: ({ signal }) => apiFetch<{ images: GalleryImage[] }>('/fileUpload/', { signal }),
    select: (answer) => answer.images,
    retry: false,
  });

/** POST product/add, or product/update/{id} when an id is given. The shop's own product queries are refreshed too. */
export function useSaveProduct(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductAddBody | ProductUpdateBody) =>
      apiFetch<ProductSaved>(id === undefined ? '/product/add' : `/product/update/${id}`, { method: 'POST', body }),
    onSuccess: () => {
      void client.invalidateQueries();
    },
  });
}

/** POST category/create, or category/update/{id}. */
export function useSaveCategory(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryBody) =>
      apiFetch<CategorySaved>(id === undefined ? '/category/create' : `/category/update/${id}`, { method: 'POST', body }),
    onSuccess: () => {
      void client.invalidateQueries();
    },
  });
}

/** POST fileUpload/ (multipart, one file): the stored image's address. */
export async function uploadGalleryImage(file: File): Promise<GalleryImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/fileUpload/`, { method: 'POST', body: form, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, { error: 'The server could not be reached.', code: clientErrorCodes.network });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, toErrorBody(body, { error: response.statusText || 'Upload failed', code: `http_${response.status}` }));
  return (body as { image: GalleryImage }).image;
}
