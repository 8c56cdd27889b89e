/**
 * How much one member may send in any 24 hours (accounts §6: members message their own team; the
 * limit keeps a compromised or careless account from flooding a downline's in-boxes and e-mail).
 */
export interface SendLimits {
  /** Messages a sender may send in 24 hours. */
  messagesPerDay: number;
  /** Recipients, summed over those messages, in 24 hours. */
  recipientsPerDay: number;
}

export const defaultSendLimits: SendLimits = { messagesPerDay: 20, recipientsPerDay: 1000 };

/** The window the limits count over, in milliseconds. */
export const SEND_WINDOW_MS = 24 * 60 * 60 * 1000;

export type SendAllowance =
  | { ok: true }
  | { ok: false; reason: 'messages'; limit: number }
  | { ok: false; reason: 'recipients'; limit: number; remaining: number };

/**
 * Whether a new message to `recipients` members fits what the sender already sent in the window
 * (`sentMessages` messages to `sentRecipients` recipients in all).
 */
export function checkSendAllowance(sent: { sentMessages: number; sentRecipients: number }, recipients: number, limits: SendLimits = defaultSendLimits): SendAllowance {
  if (sent.sentMessages + 1 > limits.messagesPerDay) return { ok: false, reason: 'messages', limit: limits.messagesPerDay };
  if (sent.sentRecipients + recipients > limits.recipientsPerDay) {
    return { ok: false, reason: 'recipients', limit: limits.recipientsPerDay, remaining: Math.max(0, limits.recipientsPerDay - sent.sentRecipients) };
  }
  return { ok: true };
}
