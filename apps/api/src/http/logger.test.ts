import { Writable } from 'node:stream';
import { pino, type LoggerOptions } from 'pino';
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

describe('errors in the log', () => {
  it('keep a failed query to its kind and constraint: no parameters, no offending values', async () => {
    const { createTestDatabase } = await import('@upline/db/testing');
    const { schema } = await import('@upline/db');
    const handle = await createTestDatabase();
    try {
      const [existing] = await handle.db.select().from(schema.users).limit(1);
      if (!existing) throw new Error('no demo member');
      const secretHash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$leakedhashvalue';
      let caught: unknown;
      try {
        await handle.db.insert(schema.users).values({ ...existing, id: undefined, firstName: 'Zelda-Secret', lastName: 'Leaky', passwordHash: secretHash, mobile: '5559876543' } as never);
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(Error);
      const lines: string[] = [];
      const sink = new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      });
      // The API's own logger options, as Fastify gets them.
      const { loggerOptions } = await import('./logger.js');
      const log = pino(loggerOptions({ logLevel: 'info' }) as LoggerOptions, sink);
      log.error({ err: caught }, 'request failed');
      const out = lines.join('');
      for (const leaked of [existing.email, secretHash, 'leakedhashvalue', 'Zelda-Secret', 'Leaky', '5559876543']) expect(out).not.toContain(leaked);
      expect(out).toContain('Failed query (insert into');
      expect(out).toContain('23505');
    } finally {
      await handle.close();
    }
  });
});
