import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueAdminRoutes as calls } from '@upline/contract/catalogue-admin-routes';
import type { CategoryBody } from '@upline/contract/catalogue-admin-categories';
import type { ProductAddBody, ProductUpdateBody } from '@upline/contract/catalogue-admin-products';
import type { GalleryImage } from '@upline/contract/media';
import { mediaRoutes } from '@upline/contract/media-routes';
import { call } from '../../../shared/api/call';

// The staff calls of the catalogue. 401 without a session, 403 for members: never retried.

export const adminProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'products'],
    queryFn: ({ signal }) => call(calls.products, { signal }),
    select: (answer) => answer.products,
    retry: false,
  });

export const adminProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'product', id],
    queryFn: ({ signal }) => call(calls.product, { params: { id }, signal }),
    select: (answer) => answer.product,
    retry: false,
  });

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'categories'],
    queryFn: ({ signal }) => call(calls.categories, { signal }),
    select: (answer) => answer.categories,
    retry: false,
  });

export const adminCategoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'category', id],
    queryFn: ({ signal }) => call(calls.category, { params: { id }, signal }),
    select: (answer) => answer.category,
    retry: false,
  });

export const galleryImagesQueryOptions = () =>
  queryOptions({
    queryKey: ['gallery'],
    queryFn: ({ signal }) => call(mediaRoutes.gallery, { signal }),
    select: (answer) => answer.images,
    retry: false,
  });

/** POST product/add, or product/update/{id} when an id is given. The shop's own product queries are refreshed too. */
export function useSaveProduct(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductAddBody | ProductUpdateBody) =>
      id === undefined ? call(calls.addProduct, { body: body as ProductAddBody }) : call(calls.updateProduct, { params: { id: String(id) }, body }),
    onSuccess: () => {
      void client.invalidateQueries();
    },
  });
}

/** POST category/create, or category/update/{id}. */
export function useSaveCategory(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryBody) => (id === undefined ? call(calls.createCategory, { body }) : call(calls.updateCategory, { params: { id: String(id) }, body })),
    onSuccess: () => {
      void client.invalidateQueries();
    },
  });
}

/** POST fileUpload/ (multipart, one file): the stored image's address. */
export async function uploadGalleryImage(file: File): Promise<GalleryImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await call(mediaRoutes.upload, { body: form })).image;
}
