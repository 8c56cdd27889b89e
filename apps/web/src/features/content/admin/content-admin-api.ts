import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArticleBody, ArticleKind } from '@upline/contract/content-admin-articles';
import type { MenuBody } from '@upline/contract/content-admin-menus';
import type { PageBody } from '@upline/contract/content-admin-pages';
import { contentAdminRoutes as calls } from '@upline/contract/content-admin-routes';
import { call } from '../../../shared/api/call';

// The staff calls of the content admin, through their contract descriptors. 401 without a
// session, 403 for members: never retried.

export const adminPagesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'content', 'pages'],
    queryFn: ({ signal }) => call(calls.pages, { signal }),
    select: (answer) => answer.pages,
    retry: false,
  });

export const adminPageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'content', 'page', id],
    queryFn: ({ signal }) => call(calls.page, { params: { id }, signal }),
    select: (answer) => answer.page,
    retry: false,
  });

export const adminArticlesQueryOptions = (kind: ArticleKind) =>
  queryOptions({
    queryKey: ['admin', 'content', 'articles', kind],
    queryFn: ({ signal }) => call(calls.articles, { params: { kind }, signal }),
    select: (answer) => answer.articles,
    retry: false,
  });

export const adminArticleQueryOptions = (kind: ArticleKind, id: string) =>
  queryOptions({
    queryKey: ['admin', 'content', 'article', kind, id],
    queryFn: ({ signal }) => call(calls.article, { params: { kind, id }, signal }),
    select: (answer) => answer.article,
    retry: false,
  });

export const adminTranslationsQueryOptions = (query: { status: 'pending' | 'translated' | 'all'; lang?: string; page: number }) =>
  queryOptions({
    queryKey: ['admin', 'content', 'translations', query],
    queryFn: ({ signal }) => call(calls.translations, { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const adminMenusQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'content', 'menus'],
    queryFn: ({ signal }) => call(calls.menus, { signal }),
    retry: false,
  });

/**
 * Every query is refreshed after a save (as the product editor does), so a storefront page
 * opened next in this tab reads the new text; the server reads content from the database on
 * every request, so other visitors get it at once too.
 */
function useAfterContentSave() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

/** POST admin/content/pages, or PUT admin/content/pages/{id} when an id is given. */
export function useSavePage(id?: number) {
  const after = useAfterContentSave();
  return useMutation({
    mutationFn: (body: PageBody) => (id === undefined ? call(calls.createPage, { body }) : call(calls.updatePage, { params: { id }, body })),
    onSuccess: after,
  });
}

/** POST admin/content/articles/{kind}, or PUT admin/content/articles/{kind}/{id} when an id is given. */
export function useSaveArticle(kind: ArticleKind, id?: number) {
  const after = useAfterContentSave();
  return useMutation({
    mutationFn: (body: ArticleBody) => (id === undefined ? call(calls.createArticle, { params: { kind }, body }) : call(calls.updateArticle, { params: { kind, id }, body })),
    onSuccess: after,
  });
}

/** PUT admin/content/menus/{menu}: the whole menu in its new order. */
export function useSaveMenu(menu: 'header' | 'footer') {
  const after = useAfterContentSave();
  return useMutation({ mutationFn: (body: MenuBody) => call(calls.saveMenu, { params: { menu }, body }), onSuccess: after });
}

/** PUT admin/translations/{id}: the catalogue's translation of one text. */
export function useSaveTranslation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) => call(calls.saveTranslation, { params: { id }, body: { text } }),
    // The page keeps the row until staff move on; the queue and the shop's translated texts are read again.
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'content', 'translations'] }),
  });
}

/** POST admin/content/preview: the HTML as the shop will serve it. */
export function usePreview() {
  return useMutation({ mutationFn: (html: string) => call(calls.preview, { body: { html } }) });
}
