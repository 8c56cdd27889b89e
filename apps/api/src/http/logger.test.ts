import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { pino, type LoggerOptions } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { loggerOptions, redactPaths, requestLoggerFactory } from './logger.js';

function lineSink() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, sink };
}

describe("a request's logger", () => {
  async function appLoggingAt(level: string) {
    const { lines, sink } = lineSink();
    const root = pino(loggerOptions({ logLevel: level as 'warn' }) as LoggerOptions, sink);
    const app = Fastify({ loggerInstance: root as FastifyBaseLogger, childLoggerFactory: requestLoggerFactory });
    app.get('/quiet', async () => ({ ok: true }));
    app.get('/warns', async (request) => {
      request.log.warn({ email: 'cora@example.com', shopper: { mobile: '5559876543' } }, 'stock ran low');
      request.log.info('a detail');
      return { ok: true };
    });
    app.get('/fails', async () => {
      throw new Error('the handler broke');
    });
    await app.ready();
    // Every request's logger is made from the app's (Fastify's child of the root, with its serialisers).
    const child = vi.spyOn(app.log, 'child');
    return { app, lines, child };
  }

  it('is made only for a request that logs at an enabled level, and carries the request id', async () => {
    const { app, lines, child } = await appLoggingAt('warn');
    try {
      for (let i = 0; i < 5; i++) expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
      // Fastify's own request lines are info: at warn, five quiet requests made no logger and wrote nothing.
      expect(child).not.toHaveBeenCalled();
      expect(lines).toEqual([]);

      expect((await app.inject({ url: '/warns' })).statusCode).toBe(200);
      expect(child).toHaveBeenCalledTimes(1);
      expect(lines).toHaveLength(1);
      const warning = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
      expect(warning).toMatchObject({ level: 40, msg: 'stock ran low', email: '[redacted]', shopper: { mobile: '[redacted]' } });
      expect(warning.reqId).toEqual(expect.any(String));

      expect((await app.inject({ url: '/fails' })).statusCode).toBe(500);
      const failure = JSON.parse(lines.at(-1) ?? '{}') as Record<string, unknown>;
      expect(failure).toMatchObject({ level: 50 });
      expect(failure.reqId).toEqual(expect.any(String));
      expect(failure.reqId).not.toBe(warning.reqId);
    } finally {
      await app.close();
    }
  });

  it("writes Fastify's request lines with their request id at info, as a child made up front would", async () => {
    const { app, lines } = await appLoggingAt('info');
    try {
      expect((await app.inject({ url: '/quiet?email=cora@example.com' })).statusCode).toBe(200);
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries.map((e) => e.msg)).toEqual(['incoming request', 'request completed']);
      const [incoming, completed] = entries;
      expect(incoming?.reqId).toEqual(expect.any(String));
      expect(completed?.reqId).toBe(incoming?.reqId);
      expect(incoming?.req).toMatchObject({ method: 'GET', url: '/quiet' });
      expect(lines.join('')).not.toContain('cora@example.com');
    } finally {
      await app.close();
    }
  });
});

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
