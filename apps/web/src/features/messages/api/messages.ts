import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxResponse, MessageDetailResponse, MessageRecipientsResponse, SendMessageRequest, SendMessageResponse } from '@upline/contract/messages';
import { apiFetch } from '../../../shared/api/client';

// Every key starts with 'member' so that signing out drops the member's messages with the rest.
export const messagesKey = ['member', 'messages'] as const;

/** GET user/messages: the In-Box, newest first. */
export const inboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...messagesKey, 'inbox', page],
    queryFn: ({ signal }) => apiFetch<InboxResponse>(`/user/messages?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET user/messages/{id}: one message (opening it marks it read). */
export const messageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...messagesKey, 'detail', id],
    queryFn: ({ signal }) => apiFetch<MessageDetailResponse>(`/user/messages/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });

/** GET user/messages/recipients: Compose's customers, ambassadors and scholars. */
export const recipientsQueryOptions = () =>
  queryOptions({
    queryKey: [...messagesKey, 'recipients'],
    queryFn: ({ signal }) => apiFetch<MessageRecipientsResponse>('/user/messages/recipients', { signal }),
    staleTime: 60_000,
  });

export const useInbox = (page: number) => useQuery(inboxQueryOptions(page));
export const useMessage = (id: string) => useQuery(messageQueryOptions(id));
export const useRecipients = () => useQuery(recipientsQueryOptions());

/** DELETE user/messages/{id}. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ message: string }>(`/user/messages/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...messagesKey, 'detail', String(id)] });
      return queryClient.invalidateQueries({ queryKey: [...messagesKey, 'inbox'] });
    },
  });
}

/** POST user/messages. */
export function useSendMessage() {
  return useMutation({
    mutationFn: (body: SendMessageRequest) => apiFetch<SendMessageResponse>('/user/messages', { body }),
  });
}

/** POST messages/unsubscribe with the token of a notice's link. */
export const unsubscribeFromNotices = (token: string) => apiFetch<{ message: string }>('/messages/unsubscribe', { body: { token } });
