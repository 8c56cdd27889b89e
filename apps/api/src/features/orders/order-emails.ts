// The shopper's e-mails about cancellations, returns, refunds and shipping, in the order's
// language (English or French), queued in the outbox in the same transaction as the change.
import type { Database } from '@upline/db';
import { queryPrepared } from '@upline/db';
import { formatMoney, localeFor } from '@upline/domain/money';
import { escapeHtml, type MailMessage } from '../../platform/mailer.js';
import type { OrderRow } from './order-draft.js';

type Language = 'en' | 'fr';

export type OrderEmail =
  | { kind: 'cancelled'; refundMinor: number }
  | { kind: 'return_requested'; refundMinor: number; restockingFeeMinor: number }
  | { kind: 'return_approved'; refundMinor: number }
  | { kind: 'return_rejected'; note: string | null }
  | { kind: 'shipped'; carrier: string; trackingNumber: string | null }
  | { kind: 'refunded'; refundMinor: number }
  | { kind: 'confirmed'; lines: { name: string; quantity: number }[]; totalMinor: number };

/** The order's language: the one it was placed in. */
export function orderLanguage(order: Pick<OrderRow, 'pricingInput'>): Language {
  const input = order.pricingInput as { language?: unknown } | null;
  return input?.language === 'fr' ? 'fr' : 'en';
}

const texts = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    signature: 'The Upline Wellness team',
    cancelled: (n: string, refund: string | null) => ({
      subject: `Your order ${n} was cancelled`,
      lines: [`Your order ${n} was cancelled.`, ...(refund ? [`A refund of ${refund} was sent to your payment method. It usually appears within 5 to 10 business days, and always within 15 business days.`] : [])],
    }),
    return_requested: (n: string, refund: string, fee: string) => ({
      subject: `We received your return request for order ${n}`,
      lines: [`We received your return request for order ${n}.`, `Once approved, ${refund} will be refunded (after a restocking fee of ${fee}). Shipping is not refunded.`],
    }),
    return_approved: (n: string, refund: string) => ({
      subject: `Your return for order ${n} was approved`,
      lines: [`Your return for order ${n} was approved and a refund of ${refund} was sent to your payment method. It appears within 15 business days.`],
    }),
    return_rejected: (n: string, note: string | null) => ({
      subject: `Your return for order ${n} was not approved`,
      lines: [`Your return request for order ${n} was not approved.`, ...(note ? [note] : []), 'Reply to this e-mail if you have a question.'],
    }),
    shipped: (n: string, carrier: string, tracking: string | null) => ({
      subject: `Your order ${n} has shipped`,
      lines: [`Your order ${n} is on its way with ${carrier}.`, ...(tracking ? [`Tracking number: ${tracking}`] : [])],
    }),
    refunded: (n: string, refund: string) => ({
      subject: `A refund for order ${n}`,
      lines: [`A refund of ${refund} for your order ${n} was sent to your payment method. It appears within 15 business days.`],
    }),
    confirmed: (n: string, items: string[], total: string) => ({
      subject: `Your order ${n} is confirmed`,
      lines: [`Thank you for your order ${n}. We are preparing it and will e-mail you when it ships.`, ...items, `Total paid: ${total}`],
    }),
  },
  fr: {
    hello: (name: string) => `Bonjour ${name},`,
    signature: "L'équipe Upline Wellness",
    cancelled: (n: string, refund: string | null) => ({
      subject: `Votre commande ${n} a été annulée`,
      lines: [`Votre commande ${n} a été annulée.`, ...(refund ? [`Un remboursement de ${refund} a été envoyé à votre moyen de paiement. Il apparaît généralement sous 5 à 10 jours ouvrables, et toujours sous 15 jours ouvrables.`] : [])],
    }),
    return_requested: (n: string, refund: string, fee: string) => ({
      subject: `Nous avons reçu votre demande de retour pour la commande ${n}`,
      lines: [`Nous avons reçu votre demande de retour pour la commande ${n}.`, `Une fois approuvée, ${refund} vous sera remboursé (après des frais de réapprovisionnement de ${fee}). La livraison n'est pas remboursée.`],
    }),
    return_approved: (n: string, refund: string) => ({
      subject: `Votre retour pour la commande ${n} a été approuvé`,
      lines: [`Votre retour pour la commande ${n} a été approuvé et un remboursement de ${refund} a été envoyé à votre moyen de paiement. Il apparaît sous 15 jours ouvrables.`],
    }),
    return_rejected: (n: string, note: string | null) => ({
      subject: `Votre retour pour la commande ${n} n'a pas été approuvé`,
      lines: [`Votre demande de retour pour la commande ${n} n'a pas été approuvée.`, ...(note ? [note] : []), 'Répondez à ce courriel pour toute question.'],
    }),
    shipped: (n: string, carrier: string, tracking: string | null) => ({
      subject: `Votre commande ${n} a été expédiée`,
      lines: [`Votre commande ${n} est en route avec ${carrier}.`, ...(tracking ? [`Numéro de suivi : ${tracking}`] : [])],
    }),
    refunded: (n: string, refund: string) => ({
      subject: `Un remboursement pour la commande ${n}`,
      lines: [`Un remboursement de ${refund} pour votre commande ${n} a été envoyé à votre moyen de paiement. Il apparaît sous 15 jours ouvrables.`],
    }),
    confirmed: (n: string, items: string[], total: string) => ({
      subject: `Votre commande ${n} est confirmée`,
      lines: [`Merci pour votre commande ${n}. Nous la préparons et vous écrirons dès son expédition.`, ...items, `Total payé : ${total}`],
    }),
  },
} as const;

/** The message for one event of an order, in its language. */
export function orderEmail(order: OrderRow, email: OrderEmail): MailMessage {
  const lang = orderLanguage(order);
  const t = texts[lang];
  const locale = localeFor(lang, order.currency);
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const n = order.orderNumber;
  const body =
    email.kind === 'cancelled'
      ? t.cancelled(n, email.refundMinor > 0 ? money(email.refundMinor) : null)
      : email.kind === 'return_requested'
        ? t.return_requested(n, money(email.refundMinor), money(email.restockingFeeMinor))
        : email.kind === 'return_approved'
          ? t.return_approved(n, money(email.refundMinor))
          : email.kind === 'return_rejected'
            ? t.return_rejected(n, email.note)
            : email.kind === 'shipped'
              ? t.shipped(n, email.carrier, email.trackingNumber)
              : email.kind === 'refunded'
                ? t.refunded(n, money(email.refundMinor))
                : t.confirmed(n, email.lines.map((l) => `${l.quantity} × ${l.name}`), money(email.totalMinor));
  const paragraphs = [t.hello(order.firstName), ...body.lines];
  return {
    to: order.email,
    subject: body.subject,
    template: `order_${email.kind}`,
    html: [...paragraphs, t.signature].map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
    text: [...paragraphs, t.signature].join('\n\n'),
  };
}

const outboxInsertText = 'insert into email_outbox ("to", subject, html, text, template, created_at, next_attempt_at) values ($1, $2, $3, $4, $5, $6, $6)';

/** Queues the e-mail in the caller's transaction: it goes out only if the change is kept. */
export async function queueOrderEmail(tx: Database, order: OrderRow, email: OrderEmail, now: Date): Promise<void> {
  const msg = orderEmail(order, email);
  // Prepared: every paid order queues its confirmation.
  await queryPrepared(tx, 'order_email', outboxInsertText, [msg.to, msg.subject, msg.html, msg.text, msg.template, now]);
}
