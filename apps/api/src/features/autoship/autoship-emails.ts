import { formatMoney, localeFor, type Currency } from '@upline/domain/money';
import type { MailMessage } from '../../platform/mailer.js';
import { escapeHtml } from '../../platform/mailer.js';

// Autoship e-mails in the member's language (English or French). Each links to the subscription
// page, where the member changes the card, the date, the products or the address.

type Lang = 'en' | 'fr';
export type AutoshipMailKind = 'reminder' | 'charged' | 'failed' | 'paused' | 'sponsor_paused' | 'changed' | 'price_change';

export interface AutoshipMailFacts {
  to: string;
  firstname: string;
  lang: string | null;
  subscriptionId: number;
  publicUrl: string;
  amountMinor?: number;
  currency?: Currency;
  /** YYYY-MM-DD of the charge or the next retry. */
  date?: string;
  reason?: string;
  orderNumber?: string;
  /** For the sponsor's notice: the member whose autoship paused. */
  memberName?: string;
  /** For 'price_change': the same products at the prices last charged. */
  previousMinor?: number;
  /** For 'changed': what changed, in words. */
  change?: string;
}

const texts: Record<Lang, Record<AutoshipMailKind, (f: AutoshipMailFacts, amount: string, previous: string) => { subject: string; lines: string[] }>> = {
  en: {
    reminder: (f, a) => ({ subject: 'Your autoship order is coming', lines: [`Your next autoship order of ${a} (plus shipping and tax) will be charged on ${f.date}.`, 'You can change the date, the products or the address before then.'] }),
    charged: (f, a) => ({ subject: 'Your autoship order is placed', lines: [`Your autoship order ${f.orderNumber ?? ''} was charged ${a}.`, `Your next autoship order is planned for ${f.date}.`] }),
    failed: (f) => ({ subject: 'Your autoship payment did not go through', lines: [`We could not charge your card for your autoship order: ${f.reason ?? ''}`, `We will try again on ${f.date}. Please update your card before then.`] }),
    paused: () => ({ subject: 'Your autoship is paused', lines: ['We could not charge your card after several tries, so your autoship is paused.', 'Update your card and resume it from your back office.'] }),
    sponsor_paused: (f) => ({ subject: 'An autoship in your team is paused', lines: [`The autoship of ${f.memberName ?? 'a member of your team'} is paused: the card was refused several times.`] }),
    changed: (f) => ({ subject: 'Your autoship was changed', lines: [`Your autoship was changed: ${f.change ?? ''}.`] }),
    price_change: (f, a, p) => ({
      subject: 'The price of your autoship is changing',
      lines: [`Your autoship order of ${f.date} will cost ${a} (plus shipping and tax) at today's autoship prices, instead of ${p} last time.`, 'You can change the products, the quantities or the date before then.'],
    }),
  },
  fr: {
    reminder: (f, a) => ({ subject: 'Votre commande autoship arrive', lines: [`Votre prochaine commande autoship de ${a} (plus livraison et taxes) sera prélevée le ${f.date}.`, "Vous pouvez changer la date, les produits ou l'adresse d'ici là."] }),
    charged: (f, a) => ({ subject: 'Votre commande autoship est passée', lines: [`Votre commande autoship ${f.orderNumber ?? ''} a été prélevée : ${a}.`, `Votre prochaine commande autoship est prévue le ${f.date}.`] }),
    failed: (f) => ({ subject: "Le paiement de votre autoship n'a pas abouti", lines: [`Nous n'avons pas pu débiter votre carte pour votre commande autoship : ${f.reason ?? ''}`, `Nous réessaierons le ${f.date}. Merci de mettre votre carte à jour d'ici là.`] }),
    paused: () => ({ subject: 'Votre autoship est suspendu', lines: ["Nous n'avons pas pu débiter votre carte après plusieurs essais : votre autoship est suspendu.", 'Mettez votre carte à jour et reprenez-le depuis votre espace membre.'] }),
    sponsor_paused: (f) => ({ subject: 'Un autoship de votre équipe est suspendu', lines: [`L'autoship de ${f.memberName ?? 'un membre de votre équipe'} est suspendu : la carte a été refusée plusieurs fois.`] }),
    changed: (f) => ({ subject: 'Votre autoship a été modifié', lines: [`Votre autoship a été modifié : ${f.change ?? ''}.`] }),
    price_change: (f, a, p) => ({
      subject: 'Le prix de votre autoship change',
      lines: [`Votre commande autoship du ${f.date} coûtera ${a} (plus livraison et taxes) aux prix autoship d'aujourd'hui, au lieu de ${p} la dernière fois.`, "Vous pouvez changer les produits, les quantités ou la date d'ici là."],
    }),
  },
};

const linkLabel: Record<Lang, string> = { en: 'Manage my autoship', fr: 'Gérer mon autoship' };

/** One autoship e-mail; the template name is `autoship_<kind>`. */
export function autoshipEmail(kind: AutoshipMailKind, f: AutoshipMailFacts): MailMessage {
  const lang: Lang = f.lang === 'fr' ? 'fr' : 'en';
  const money = (minor: number | undefined) => (minor !== undefined && f.currency ? formatMoney(minor, f.currency, localeFor(lang, f.currency)) : '');
  const { subject, lines } = texts[lang][kind](f, money(f.amountMinor), money(f.previousMinor));
  const greeting = lang === 'fr' ? `Bonjour ${f.firstname},` : `Hello ${f.firstname},`;
  const url = kind === 'sponsor_paused' ? `${f.publicUrl}/user/dashboard` : `${f.publicUrl}/user/autoship/${f.subscriptionId}`;
  const all = [greeting, ...lines];
  return {
    to: f.to,
    subject,
    template: `autoship_${kind}`,
    html: `${all.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}\n<p><a href="${escapeHtml(url)}">${linkLabel[lang]}</a></p>`,
    text: `${all.join('\n\n')}\n\n${linkLabel[lang]}: ${url}`,
  };
}
