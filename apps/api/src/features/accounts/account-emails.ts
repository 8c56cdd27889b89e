import type { MailMessage } from '../../platform/mailer.js';
import { escapeHtml } from '../../platform/mailer.js';

const signature = 'The Upline Wellness team';

function layout(paragraphs: string[], link?: { href: string; label: string }) {
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '',
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  const text = [...paragraphs, link ? `${link.label}: ${link.href}` : '', signature].filter(Boolean).join('\n\n');
  return { html, text };
}

const typeLabel = { customer: 'Customer', ambassador: 'Ambassador', scholar: 'Scholar' } as const;

export function welcomeEmail(m: { to: string; firstname: string; memberType: keyof typeof typeLabel; urlName: string | null; publicUrl: string }): MailMessage {
  const lines = [`Hello ${m.firstname},`, `Welcome to Upline Wellness! Your ${typeLabel[m.memberType]} account is ready.`];
  if (m.urlName) lines.push(`Your personal link is ${m.publicUrl}/${m.urlName}. Purchases made through it are credited to you.`);
  return { to: m.to, subject: 'Welcome to Upline Wellness', template: 'welcome', ...layout(lines, { href: `${m.publicUrl}/signin`, label: 'Sign in' }) };
}

export function passwordResetEmail(m: { to: string; firstname: string; link: string }): MailMessage {
  const lines = [
    `Hello ${m.firstname},`,
    'We received a request to reset the password of your Upline Wellness account. The link below works once, for one hour.',
    'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  ];
  return { to: m.to, subject: 'Reset your password', template: 'password_reset', ...layout(lines, { href: m.link, label: 'Choose a new password' }) };
}

export function passwordChangedEmail(m: { to: string; firstname: string; publicUrl: string }): MailMessage {
  const lines = [
    `Hello ${m.firstname},`,
    'The password of your Upline Wellness account was just changed, and other signed-in devices were signed out.',
    'If this was not you, reset your password now and contact support.',
  ];
  return {
    to: m.to,
    subject: 'Your password was changed',
    template: 'password_changed',
    ...layout(lines, { href: `${m.publicUrl}/forget-password`, label: 'Reset your password' }),
  };
}
