import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/** Fields that hold secrets or personal data (redacted at the top of a log line's object and one level down). */
const secretKeys = ['password', 'new_password', 'old_password', 'ssn', 'answer', 'authorization_key', 'payment_token', 'access_token', 'token', 'email', 'mobile'];

/**
 * Log paths that may hold secrets or personal data. Pino replaces them with '[redacted]', so a
 * request log never carries a password, a token, a card reference or a tax id: the request's
 * credentials headers, and each secret field at the top of a line's object (`{ email }`) or one
 * level down (`{ body: { password } }`).
 */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...secretKeys.flatMap((key) => [key, `*.${key}`]),
];

/** What a database error may tell the log: its kind and where, never the values involved. */
const databaseFields = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
}

/** The stack's call frames under a new first line: the original first lines repeat the message. */
const stackOf = (err: ErrorLike, headline: string) => [headline, ...(err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))].join('\n');

type SafeError = { type: string; message: string; stack: string; [key: string]: unknown };

const isQueryError = (err: ErrorLike) => 'query' in err && 'params' in err;
const isDatabaseError = (err: ErrorLike) => typeof (err as { code?: unknown }).code === 'string' && 'severity' in err;

/**
 * Errors as the log keeps them. A failed query's error carries its SQL parameters (e-mail
 * addresses, password hashes, names) in its message, its `params` and its stack, and the
 * database's own error carries the offending values in `detail`: both are reduced to what
 * locates the failure (the statement's first words, the SQLSTATE, the constraint, the table).
 */
export function safeError(err: unknown): SafeError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: String(err), stack: '' };
  const e = err as ErrorLike;
  if (isDatabaseError(e)) {
    const fields = Object.fromEntries(databaseFields.flatMap((f) => ((e as Record<string, unknown>)[f] !== undefined ? [[f, (e as Record<string, unknown>)[f]]] : [])));
    const type = e.name ?? 'DatabaseError';
    return { type, message: 'Database error', stack: stackOf(e, `${type}: Database error`), ...fields };
  }
  if (isQueryError(e)) {
    const statement = typeof e.query === 'string' ? e.query.trim().split(/\s+/).slice(0, 3).join(' ') : 'query';
    const type = e.name ?? 'Error';
    const message = `Failed query (${statement} ...)`;
    return { type, message, stack: stackOf(e, `${type}: ${message}`), ...(e.cause ? { cause: safeError(e.cause) } : {}) };
  }
  // Each error's own message and stack only: a cause's text is never folded into them.
  const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
  return {
    type: e.name ?? 'Error',
    message: e.message ?? '',
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: e.stack ?? '',
    ...(e.cause ? { cause: safeError(e.cause) } : {}),
  };
}

/** Pino options for Fastify: JSON lines, secrets and personal data redacted. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      err: safeError,
      req: (req: { method: string; url: string; headers: Record<string, unknown> }) => ({
        method: req.method,
        // Query strings can carry e-mail addresses or legacy tokens: log the path only.
        url: req.url.split('?')[0],
        // Only the presence of credentials is logged (redacted below), never their value.
        headers: {
          ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
          ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
        },
      }),
    },
  };
}

type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogCall = (...args: unknown[]) => void;
type Bindings = Record<string, unknown>;

/**
 * A request's logger, made when the request first logs something the level lets through. Pino
 * makes a child per request otherwise (its bindings, the request id, serialised and redacted up
 * front), for every request, though at the production level (warn) almost none ever logs. What
 * is logged is the same: the child is made with the same bindings and options when it is needed,
 * so a warning or an error still carries its request id.
 */
export class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: object,
  ) {}

  private logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  private write(level: LogLevel, args: unknown[]): void {
    const { parent } = this;
    if (this.made === undefined && 'isLevelEnabled' in parent && typeof parent.isLevelEnabled === 'function' && !parent.isLevelEnabled(level)) return;
    (this.logger()[level] as LogCall)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.logger().level = level;
  }
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}
  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: each request's logger is a RequestLogger. */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
