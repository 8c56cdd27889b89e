import { z } from 'zod';
import { countInput, idInput, INT32_MAX, textInput } from './input.js';
import { defineRoute } from './route.js';

// The member's messages (accounts §2.10 In-Box, message detail and Compose; §3 Message; §5 the
// compose rules; §6 members message only their own customers, ambassadors and scholars; §7 the
// four message calls). Who counts as "my customers, ambassadors and scholars" is
// docs/decisions/0009-team-lists.md, the same as the team lists.

/** The spec's texts (§5, §8) and the calls' own answers, English source (French through i18n). */
export const messageTexts = {
  selectRecipient: 'Please select',
  enterMessage: 'Please enter message',
  subjectRequired: 'This field is required',
  subjectTooLong: 'The subject can have at most 200 characters.',
  bodyTooLong: 'The message is too long.',
  tooManyRecipients: 'A message can go to at most 1000 members.',
  notInTeam: 'You can only message your own customers, ambassadors and scholars.',
  notFound: 'Message not found',
  sent: 'Message sent successfully.',
  deleted: 'Message deleted successfully.',
  dailyMessages: (limit: number) => `You can send at most ${limit} messages a day. Please try again tomorrow.`,
  dailyRecipients: (limit: number, remaining: number) =>
    `You can message at most ${limit} members a day; ${remaining} more today. Please choose fewer members or try again tomorrow.`,
  methodNotAllowed: 'Use DELETE user/messages/{id} to delete a message.',
  unsubscribed: 'You will no longer receive e-mails about new messages. Messages still arrive in your In-Box.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;

/** Stable codes of the message calls' expected failures (besides the shared ones in errors.ts). */
export const messageErrorCodes = {
  notInTeam: 'recipient_not_in_team',
  dailyLimit: 'message_daily_limit',
  methodNotAllowed: 'method_not_allowed',
} as const;

export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 50_000;
export const MESSAGE_RECIPIENTS_MAX = 1000;

/** Who sent a message: the spec's `from` (full name) and `sender` (first and last name). */
const senderFields = {
  from: z.string(),
  sender: z.object({ firstname: z.string(), lastname: z.string() }),
};

/** An In-Box line: the Message of §3 without its body, with when it came and whether it was opened. */
export const inboxMessageSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  ...senderFields,
  /** ISO 8601 instant. */
  created_at: z.string(),
  is_read: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const messagePaginationSchema = z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), pages: z.number().int() });

/** GET user/messages: the caller's In-Box, newest first, in pages. */
export const inboxQuerySchema = z.object({
  page: countInput('page must be a whole number from 1', { min: 1, max: INT32_MAX }).default(1),
  per_page: countInput('per_page must be a whole number from 1 to 100', { min: 1, max: 100 }).default(25),
});
export const inboxResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(inboxMessageSchema),
  unread: z.number().int(),
  pagination: messagePaginationSchema,
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

/** Message (§3): id, subject, from, sender, body (sanitised HTML). */
export const messageDetailSchema = inboxMessageSchema.extend({ body: z.string() });
export type MessageDetail = z.infer<typeof messageDetailSchema>;

/** GET user/messages/{id}: one message of the caller's In-Box; opening it marks it read. */
export const messageDetailResponseSchema = z.object({ success: z.literal(true), message: messageDetailSchema });
export type MessageDetailResponse = z.infer<typeof messageDetailResponseSchema>;

export const messageIdParamsSchema = z.object({ id: idInput(messageTexts.notFound) });

/**
 * POST user/messages: subject, body (HTML from the editor; sanitised by the server) and
 * recipient_ids, each one of the sender's customers, ambassadors or scholars (decision 0009).
 */
export const sendMessageRequestSchema = z.object({
  subject: z
    .string({ error: messageTexts.subjectRequired })
    .trim()
    .min(1, messageTexts.subjectRequired)
    .max(MESSAGE_SUBJECT_MAX, messageTexts.subjectTooLong)
    .pipe(textInput(MESSAGE_SUBJECT_MAX, messageTexts.subjectTooLong)),
  body: z.string({ error: messageTexts.enterMessage }).min(1, messageTexts.enterMessage).max(MESSAGE_BODY_MAX, messageTexts.bodyTooLong),
  recipient_ids: z
    .array(idInput(messageTexts.notInTeam), { error: messageTexts.selectRecipient })
    .min(1, messageTexts.selectRecipient)
    .max(MESSAGE_RECIPIENTS_MAX, messageTexts.tooManyRecipients),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

export const sendMessageResponseSchema = z.object({ message: z.string(), id: z.number().int(), recipients: z.number().int() });
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

export const messageActionResponseSchema = z.object({ message: z.string() });

/** One member Compose offers. */
export const messageRecipientSchema = z.object({ id: z.number().int(), name: z.string() });
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;

/**
 * GET user/messages/recipients: Compose's three multi-selects, the same members as the team lists
 * (customers the caller enrolled; ambassadors and scholars of the whole downline), by name. Each
 * group lists at most MESSAGE_RECIPIENTS_MAX members; `total` says how many there are.
 */
const recipientGroupSchema = z.object({ members: z.array(messageRecipientSchema), total: z.number().int() });
export const messageRecipientsResponseSchema = z.object({
  success: z.literal(true),
  customers: recipientGroupSchema,
  ambassadors: recipientGroupSchema,
  scholars: recipientGroupSchema,
});
export type MessageRecipientsResponse = z.infer<typeof messageRecipientsResponseSchema>;

/** POST messages/unsubscribe (no sign-in): the token from a new-message e-mail's unsubscribe link. */
export const messageUnsubscribeRequestSchema = z.object({ token: z.string().min(1, messageTexts.unsubscribeInvalid).max(200, messageTexts.unsubscribeInvalid) });

/** The web page an e-mail's unsubscribe link opens; the token rides in the fragment (#token=...). */
export const messageUnsubscribePath = '/message-notices/unsubscribe';

const messageCall = { audience: 'member', tags: ['messages'] } as const;

/** The message calls (accounts §7), one descriptor each (route.ts). */
export const messageRoutes = {
  inbox: defineRoute({
    ...messageCall,
    method: 'GET',
    path: '/user/messages',
    summary: 'In-Box: the messages I received, newest first, with sender name and subject',
    query: inboxQuerySchema,
    response: inboxResponseSchema,
    errors: [400, 401, 404],
  }),
  recipients: defineRoute({
    ...messageCall,
    method: 'GET',
    path: '/user/messages/recipients',
    summary: 'Compose: my customers (enrolled by me), ambassadors and scholars (my whole downline), the members I may message',
    response: messageRecipientsResponseSchema,
    errors: [401],
  }),
  detail: defineRoute({
    ...messageCall,
    method: 'GET',
    path: '/user/messages/:id',
    summary: 'One message of my In-Box (sender, subject, sanitised body); opening it marks it read',
    params: messageIdParamsSchema,
    response: messageDetailResponseSchema,
    errors: [400, 401, 404],
  }),
  remove: defineRoute({
    ...messageCall,
    method: 'DELETE',
    path: '/user/messages/:id',
    summary: 'Delete a message from my In-Box',
    params: messageIdParamsSchema,
    response: messageActionResponseSchema,
    errors: [400, 401, 404],
  }),
  removeBySpecPath: defineRoute({
    ...messageCall,
    method: 'DELETE',
    path: '/user/delete/messages/:id',
    summary: 'Delete a message from my In-Box (the spec’s path)',
    params: messageIdParamsSchema,
    response: messageActionResponseSchema,
    errors: [400, 401, 404],
  }),
  send: defineRoute({
    ...messageCall,
    method: 'POST',
    path: '/user/messages',
    summary: 'Send a message to some of my customers, ambassadors and scholars; each gets an e-mail notice unless they opted out',
    body: sendMessageRequestSchema,
    response: sendMessageResponseSchema,
    errors: [400, 401, 403, 404, 429],
  }),
  unsubscribe: defineRoute({
    audience: 'public',
    tags: ['messages'],
    method: 'POST',
    path: '/messages/unsubscribe',
    summary: 'Stop the e-mails about new messages, with the token from a notice’s unsubscribe link',
    body: messageUnsubscribeRequestSchema,
    response: messageActionResponseSchema,
    errors: [400, 404],
  }),
};
