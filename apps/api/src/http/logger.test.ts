import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { redactPaths } from './logger.js';

describe('log redaction', () => {
  it('never writes passwords, tokens, tax ids or contact details', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino({ redact: { paths: redactPaths, censor: '[redacted]' } }, sink);
    log.info({
      req: { headers: { authorization: 'Bearer secret-token', cookie: 'upline_session=abc' } },
      body: { password: 'hunter2', ssn: '123456789', email: 'cora@example.com', authorization_key: 'pm_card_visa' },
    });
    const out = lines.join('');
    for (const secret of ['secret-token', 'upline_session=abc', 'hunter2', '123456789', 'cora@example.com', 'pm_card_visa']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[redacted]');
  });
});
