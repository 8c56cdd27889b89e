import type { MailMessage } from '../../platform/mailer.js';
import { escapeHtml } from '../../platform/mailer.js';

// The e-mail a member gets when a message reaches their In-Box, in their language. Canada's
// anti-spam rules: it says who sent the message (name and member ID) and on whose behalf the
// e-mail goes out, where the company can be reached by post, and carries a working unsubscribe link. The message itself stays in the
// In-Box: the e-mail shows the subject only, so nothing a sender writes is mailed out.

export interface MessageNotice {
  to: string;
  firstname: string;
  language: string;
  sender: { firstname: string; lastname: string; id: number };
  subject: string;
  readLink: string;
  unsubscribeLink: string;
  /** The company's postal address (COMPANY_POSTAL_ADDRESS). */
  postalAddress: string;
}

const texts = {
  en: {
    subject: (from: string) => `New message from ${from}`,
    hello: (name: string) => `Hello ${name},`,
    body: (from: string, id: number) => `${from} (member ID ${id}), a member of your Upline Wellness team, sent you a message in your back office.`,
    about: (subject: string) => `Subject: ${subject}`,
    read: 'Read it in your In-Box',
    why: 'You receive this e-mail because you have an Upline Wellness account and a member of your team wrote to you. Upline Wellness sends it on their behalf.',
    unsubscribe: 'Stop these e-mails (messages still arrive in your In-Box)',
    signature: 'The Upline Wellness team',
  },
  fr: {
    subject: (from: string) => `Nouveau message de ${from}`,
    hello: (name: string) => `Bonjour ${name},`,
    body: (from: string, id: number) => `${from} (numéro de membre ${id}), membre de votre équipe Upline Wellness, vous a envoyé un message dans votre espace membre.`,
    about: (subject: string) => `Objet : ${subject}`,
    read: 'Le lire dans votre boîte de réception',
    why: 'Vous recevez ce courriel parce que vous avez un compte Upline Wellness et qu’un membre de votre équipe vous a écrit. Upline Wellness l’envoie en son nom.',
    unsubscribe: 'Ne plus recevoir ces courriels (les messages arrivent toujours dans votre boîte de réception)',
    signature: "L'équipe Upline Wellness",
  },
} as const;

export function messageNoticeEmail(n: MessageNotice): MailMessage {
  const t = n.language === 'fr' ? texts.fr : texts.en;
  const from = `${n.sender.firstname} ${n.sender.lastname}`;
  const paragraphs = [t.hello(n.firstname), t.body(from, n.sender.id), t.about(n.subject)];
  const link = (href: string, label: string) => `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link(n.readLink, t.read),
    `<p>${escapeHtml(t.signature)}</p>`,
    `<hr><p style="font-size:12px;color:#555">${escapeHtml(t.why)}</p>`,
    `<p style="font-size:12px;color:#555">${escapeHtml(n.postalAddress)}</p>`,
    link(n.unsubscribeLink, t.unsubscribe),
  ].join('\n');
  const text = [...paragraphs, `${t.read}: ${n.readLink}`, t.signature, '--', t.why, n.postalAddress, `${t.unsubscribe}: ${n.unsubscribeLink}`].join('\n\n');
  return { to: n.to, subject: t.subject(from), template: 'message_notice', html, text };
}
