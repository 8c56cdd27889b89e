import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageRoutes, type SendMessageRequest } from '@upline/contract/messages';
import { call } from '../../../shared/api/call';

// Every key starts with 'member' so that signing out drops the member's messages with the rest.
export const messagesKey = ['member', 'messages'] as const;

/** GET user/messages: the In-Box, newest first. */
export const inboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...messagesKey, 'inbox', page],
    queryFn: ({ signal }) => call(messageRoutes.inbox, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET user/messages/{id}: one message (opening it marks it read). */
export const messageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...messagesKey, 'detail', id],
    queryFn: ({ signal }) => call(messageRoutes.detail, { params: { id }, signal }),
    retry: false,
  });

/** GET user/messages/recipients: Compose's customers, ambassadors and scholars. */
export const recipientsQueryOptions = () =>
  queryOptions({
    queryKey: [...messagesKey, 'recipients'],
    queryFn: ({ signal }) => call(messageRoutes.recipients, { signal }),
    staleTime: 60_000,
  });

export const useInbox = (page: number) => useQuery(inboxQueryOptions(page));
export const useMessage = (id: string) => useQuery(messageQueryOptions(id));
export const useRecipients = () => useQuery(recipientsQueryOptions());

/** DELETE user/messages/{id}. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(messageRoutes.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...messagesKey, 'detail', String(id)] });
      return queryClient.invalidateQueries({ queryKey: [...messagesKey, 'inbox'] });
    },
  });
}

/** POST user/messages. */
export function useSendMessage() {
  return useMutation({
    mutationFn: (body: SendMessageRequest) => call(messageRoutes.send, { body }),
  });
}

/** POST messages/unsubscribe with the token of a notice's link. */
export const unsubscribeFromNotices = (token: string) => call(messageRoutes.unsubscribe, { body: { token } });
