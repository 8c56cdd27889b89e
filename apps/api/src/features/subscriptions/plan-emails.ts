import type { MailMessage } from '../../platform/mailer.js';
import { escapeHtml } from '../../platform/mailer.js';

/** Sent when a renewal is refused: the scholar is sent to the Plan page at the next login. */
export function planRenewalFailedEmail(m: { to: string; firstname: string; reason: string; publicUrl: string }): MailMessage {
  const planUrl = `${m.publicUrl}/user/plan`;
  const lines = [
    `Hello ${m.firstname},`,
    `We could not renew your Scholar website plan: ${m.reason}`,
    'Your replicated site is paused until the website fee is paid. Sign in and open Membership Payment to renew it.',
  ];
  return {
    to: m.to,
    subject: 'Your Scholar website plan could not be renewed',
    template: 'plan_renewal_failed',
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}\n<p><a href="${escapeHtml(planUrl)}">Renew my plan</a></p>`,
    text: `${lines.join('\n\n')}\n\nRenew my plan: ${planUrl}`,
  };
}
