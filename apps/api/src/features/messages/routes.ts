import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, errorCodes } from '@upline/contract/errors';
import {
  inboxQuerySchema,
  inboxResponseSchema,
  messageActionResponseSchema,
  messageDetailResponseSchema,
  messageErrorCodes,
  messageIdParamsSchema,
  messageRecipientsResponseSchema,
  messageTexts,
  messageUnsubscribeRequestSchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
} from '@upline/contract/messages';
import type { AppDeps } from '../../deps.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { requireUser } from '../../http/session.js';
import { emptyTreeRow, treeRowOf } from '../team/downline.js';
import { deleteMessage, listInbox, openMessage } from './inbox.js';
import { listMessageRecipients } from './recipients.js';
import { sendMessage } from './send-message.js';
import { unsubscribeFromNotices } from './unsubscribe.js';

const session = { security: [{ cookie: [] as string[] }, { bearer: [] as string[] }] as Record<string, string[]>[], tags: ['messages'] };
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * Messaging in the back office (accounts §2.10 In-Box, message detail, Compose; §6; §7): members
 * write to their own customers, ambassadors and scholars, and read and delete what they receive.
 */
export function messageRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const member = { config: { audience: 'member' as const } };

    r.get('/user/messages', {
      ...member,
      schema: { ...session, summary: 'In-Box: the messages I received, newest first, with sender name and subject', querystring: inboxQuerySchema, response: { 200: inboxResponseSchema, ...errors } },
    }, async (request) => {
      const { id } = requireUser(request);
      return { success: true as const, ...(await listInbox(deps.db, { userId: id, page: request.query.page, perPage: request.query.per_page })) };
    });

    r.get('/user/messages/recipients', {
      ...member,
      schema: { ...session, summary: 'Compose: my customers (enrolled by me), ambassadors and scholars (my whole downline), the members I may message', response: { 200: messageRecipientsResponseSchema, 401: errorBodySchema } },
    }, async (request) => {
      const { id } = requireUser(request);
      const caller = (await treeRowOf(deps.db, id)) ?? emptyTreeRow(id);
      return { success: true as const, ...(await listMessageRecipients(deps.db, caller)) };
    });

    r.get('/user/messages/:id', {
      ...member,
      schema: { ...session, summary: 'One message of my In-Box (sender, subject, sanitised body); opening it marks it read', params: messageIdParamsSchema, response: { 200: messageDetailResponseSchema, ...errors } },
    }, async (request) => {
      const { id } = requireUser(request);
      const message = await openMessage(deps.db, { userId: id, messageId: request.params.id, now: deps.clock.now() });
      if (!message) throw notFound(messageTexts.notFound);
      return { success: true as const, message };
    });

    const remove = async (userId: number, messageId: number) => {
      if (!(await deleteMessage(deps.db, { userId, messageId, now: deps.clock.now() }))) throw notFound(messageTexts.notFound);
      return { message: messageTexts.deleted };
    };
    r.delete('/user/messages/:id', {
      ...member,
      schema: { ...session, summary: 'Delete a message from my In-Box', params: messageIdParamsSchema, response: { 200: messageActionResponseSchema, ...errors } },
    }, async (request) => remove(requireUser(request).id, request.params.id));
    // The spec's path, with the method a deletion needs.
    r.delete('/user/delete/messages/:id', {
      ...member,
      schema: { ...session, summary: 'Delete a message from my In-Box (the spec’s path)', params: messageIdParamsSchema, response: { 200: messageActionResponseSchema, ...errors } },
    }, async (request) => remove(requireUser(request).id, request.params.id));
    // The original client deleted with a GET: a change never rides on a GET (a link or a prefetch could fire it).
    r.get('/user/delete/messages/:id', { schema: { hide: true } }, async (_request, reply: FastifyReply) =>
      reply.code(405).header('allow', 'DELETE').send({ error: messageTexts.methodNotAllowed, code: messageErrorCodes.methodNotAllowed }),
    );

    r.post('/user/messages', {
      ...member,
      schema: {
        ...session,
        summary: 'Send a message to some of my customers, ambassadors and scholars; each gets an e-mail notice unless they opted out',
        body: sendMessageRequestSchema,
        response: { 200: sendMessageResponseSchema, ...errors, 403: errorBodySchema, 429: errorBodySchema },
      },
    }, async (request) => {
      const { id } = requireUser(request);
      const { subject, body, recipient_ids } = request.body;
      const sent = await sendMessage(deps, { senderId: id, subject, body, recipientIds: recipient_ids });
      if (sent.ok) return { message: messageTexts.sent, id: sent.id, recipients: sent.recipients };
      switch (sent.reason) {
        case 'empty':
          throw badRequest(messageTexts.enterMessage, errorCodes.validation, { body: messageTexts.enterMessage });
        case 'not-in-team':
          throw new AppError(403, messageErrorCodes.notInTeam, messageTexts.notInTeam);
        case 'messages':
          throw new AppError(429, messageErrorCodes.dailyLimit, messageTexts.dailyMessages(sent.limit));
        case 'recipients':
          throw new AppError(429, messageErrorCodes.dailyLimit, messageTexts.dailyRecipients(sent.limit, sent.remaining));
      }
    });

    r.post('/messages/unsubscribe', {
      schema: {
        tags: ['messages'],
        summary: 'Stop the e-mails about new messages, with the token from a notice’s unsubscribe link',
        body: messageUnsubscribeRequestSchema,
        response: { 200: messageActionResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    }, async (request) => {
      const isDone = await unsubscribeFromNotices(deps.db, { token: request.body.token, serverKey: deps.config.encryptionKey, now: deps.clock.now() });
      if (!isDone) throw notFound(messageTexts.unsubscribeInvalid);
      return { message: messageTexts.unsubscribed };
    });
  };
}
