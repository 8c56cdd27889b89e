import type { FastifyReply } from 'fastify';
import { errorCodes } from '@upline/contract/errors';
import { messageErrorCodes, messageRoutes as calls, messageTexts } from '@upline/contract/messages';
import type { AppDeps } from '../../deps.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { describedRoute, type AudienceRoute } from '../../http/route.js';
import { requireUser } from '../../http/session.js';
import { emptyTreeRow, treeRowOf } from '../team/downline.js';
import { deleteMessage, listInbox, openMessage } from './inbox.js';
import { listMessageRecipients } from './recipients.js';
import { sendMessage } from './send-message.js';
import { unsubscribeFromNotices } from './unsubscribe.js';

/**
 * Messaging in the back office (accounts §2.10 In-Box, message detail, Compose; §6; §7): members
 * write to their own customers, ambassadors and scholars, and read and delete what they receive;
 * anyone with an e-mail's link stops the notices (app.ts registers each call in the group of its
 * audience).
 */
export function messageRoutes(deps: AppDeps): AudienceRoute[] {
  const remove = async (userId: number, messageId: number) => {
    if (!(await deleteMessage(deps.db, { userId, messageId, now: deps.clock.now() }))) throw notFound(messageTexts.notFound);
    return { message: messageTexts.deleted };
  };

  return [
    describedRoute(calls.inbox, async (request) => {
      const { id } = requireUser(request);
      return { success: true as const, ...(await listInbox(deps.db, { userId: id, page: request.query.page, perPage: request.query.per_page })) };
    }),

    describedRoute(calls.recipients, async (request) => {
      const { id } = requireUser(request);
      const caller = (await treeRowOf(deps.db, id)) ?? emptyTreeRow(id);
      return { success: true as const, ...(await listMessageRecipients(deps.db, caller)) };
    }),

    describedRoute(calls.detail, async (request) => {
      const { id } = requireUser(request);
      const message = await openMessage(deps.db, { userId: id, messageId: request.params.id, now: deps.clock.now() });
      if (!message) throw notFound(messageTexts.notFound);
      return { success: true as const, message };
    }),

    describedRoute(calls.remove, async (request) => remove(requireUser(request).id, request.params.id)),
    // The spec's path, with the method a deletion needs.
    describedRoute(calls.removeBySpecPath, async (request) => remove(requireUser(request).id, request.params.id)),
    // The original client deleted with a GET: a change never rides on a GET (a link or a prefetch
    // could fire it). The refusal is the same for anyone, so it stays with the shop's calls.
    {
      audience: 'public',
      register: (app) =>
        app.get(calls.removeBySpecPath.path, { schema: { hide: true } }, async (_request, reply: FastifyReply) =>
          reply.code(405).header('allow', 'DELETE').send({ error: messageTexts.methodNotAllowed, code: messageErrorCodes.methodNotAllowed }),
        ),
    },

    describedRoute(calls.send, async (request) => {
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
    }),

    describedRoute(calls.unsubscribe, async (request) => {
      const isDone = await unsubscribeFromNotices(deps.db, { token: request.body.token, serverKey: deps.config.encryptionKey, now: deps.clock.now() });
      if (!isDone) throw notFound(messageTexts.unsubscribeInvalid);
      return { message: messageTexts.unsubscribed };
    }),
  ];
}
