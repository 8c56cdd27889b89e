import type { AppDeps } from '../../deps.js';
import { escapeHtml } from '../../platform/mailer.js';
import { createUnsubscribeLink } from './newsletter-token.js';

const texts = {
  en: {
    subject: 'Welcome to the Upline Wellness newsletter',
    body: 'Thank you for subscribing. A few times a month we will send you wellness tips, new products and member offers.',
    unsubscribe: 'No longer interested? Unsubscribe here:',
  },
  fr: {
    subject: 'Bienvenue dans l’infolettre Upline Wellness',
    body: 'Merci de votre abonnement. Quelques fois par mois, nous vous enverrons des conseils bien-être, nos nouveautés et des offres réservées aux membres.',
    unsubscribe: 'Vous ne souhaitez plus la recevoir ? Désabonnez-vous ici :',
  },
} as const;

/** Confirms a new subscription by e-mail, with the unsubscribe link every newsletter carries. */
export async function sendNewsletterWelcome(deps: Pick<AppDeps, 'db' | 'config' | 'mailer'>, email: string, language: string) {
  const link = await createUnsubscribeLink(deps, email);
  if (!link) return;
  const t = language === 'fr' ? texts.fr : texts.en;
  await deps.mailer.send({
    to: email,
    subject: t.subject,
    template: 'newsletter_welcome',
    text: `${t.body}\n\n${t.unsubscribe} ${link}\n\n${deps.config.companyPostalAddress}\n`,
    html: `<p>${escapeHtml(t.body)}</p><p>${escapeHtml(t.unsubscribe)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(deps.config.companyPostalAddress)}</p>`,
  });
}
