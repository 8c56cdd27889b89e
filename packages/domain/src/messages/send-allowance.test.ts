import { describe, expect, it } from 'vitest';
import { checkSendAllowance } from './send-allowance.js';

const limits = { messagesPerDay: 3, recipientsPerDay: 10 };

describe('checkSendAllowance', () => {
  it('allows a message while both counts stay within the limits, the last one included', () => {
    expect(checkSendAllowance({ sentMessages: 0, sentRecipients: 0 }, 10, limits)).toEqual({ ok: true });
    expect(checkSendAllowance({ sentMessages: 2, sentRecipients: 6 }, 4, limits)).toEqual({ ok: true });
  });

  it('refuses the message past the daily number of messages', () => {
    expect(checkSendAllowance({ sentMessages: 3, sentRecipients: 3 }, 1, limits)).toEqual({ ok: false, reason: 'messages', limit: 3 });
  });

  it('refuses a message whose recipients would pass the daily number, saying how many are left', () => {
    expect(checkSendAllowance({ sentMessages: 1, sentRecipients: 8 }, 3, limits)).toEqual({ ok: false, reason: 'recipients', limit: 10, remaining: 2 });
    expect(checkSendAllowance({ sentMessages: 0, sentRecipients: 0 }, 11, limits)).toMatchObject({ ok: false, reason: 'recipients', remaining: 10 });
  });
});
