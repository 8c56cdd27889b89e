import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Every environment variable the API reads. README.md lists them; keep the two in step. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** Comma-separated origins besides the shop's own whose pages may send cookie-authenticated changes. */
  TRUSTED_ORIGINS: z.string().default(''),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL').optional(),
  DATA_DIR: z.string().default('./data'),
  SEED_ON_START: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: bool.default(false),
  COUNTRY_HEADER: z.string().toLowerCase().default('cf-ipcountry'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Signups per client address per hour (an enumeration of known e-mails is slowed to this). */
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Back-office messages one member may send in 24 hours, and members they may reach in all. */
  MESSAGE_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(20),
  MESSAGE_RECIPIENTS_PER_DAY: z.coerce.number().int().min(1).default(1000),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'ENCRYPTION_KEY must be 64 hex characters (32 bytes)')
    .optional(),
  DEFAULT_SPONSOR_URLNAME: z.string().default('upline'),
  UNPAID_ORDER_HOLD_HOURS: z.coerce.number().int().min(1).max(720).default(48),
  /** The shop's calendar: business hours of the refund policy, commission periods. */
  SHOP_TIME_ZONE: z.string().refine(isTimeZone, 'SHOP_TIME_ZONE must be an IANA time zone such as America/Toronto').default('America/Toronto'),
  WEB_DIST_DIR: z.string().optional(),
  WEB_SERVER_DIR: z.string().optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Upline Wellness <no-reply@upline.test>'),
  /** The sender's postal address that every commercial e-mail carries (Canada's anti-spam law, CAN-SPAM). */
  COMPANY_POSTAL_ADDRESS: z.string().trim().min(10).max(300).default('Upline Wellness Inc., 100 King Street West, Suite 5700, Toronto, ON M5X 1C7, Canada'),
  JOBS_ENABLED: bool.default(true),
  JOBS_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url().optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  PAYPAL_API_BASE: z.url().optional(),
  GOOGLE_PAY_ENABLED: bool.default(false),
  APPLE_PAY_ENABLED: bool.default(true),
  APPLE_PAY_DOMAIN_ASSOCIATION_FILE: z.string().min(1).optional(),
  PAYMENT_RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  MARKETING_GOOGLE_ADS_ID: z.string().regex(/^AW-\d{6,15}$/, 'MARKETING_GOOGLE_ADS_ID must look like AW-123456789').optional(),
  MARKETING_GOOGLE_ADS_CONVERSION_LABEL: z.string().regex(/^[A-Za-z0-9_-]{4,64}$/, 'MARKETING_GOOGLE_ADS_CONVERSION_LABEL must be the label of a conversion action').optional(),
  MARKETING_CLARITY_ID: z.string().regex(/^[a-z0-9]{6,20}$/, 'MARKETING_CLARITY_ID must be a Clarity project id').optional(),
  MARKETING_META_PIXEL_ID: z.string().regex(/^\d{8,20}$/, 'MARKETING_META_PIXEL_ID must be the pixel\'s number').optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  /** Origins besides the shop's own allowed to send cookie-authenticated changes (CSRF check). */
  trustedOrigins: string[];
  databaseUrl: string | undefined;
  dataDir: string;
  seedOnStart: boolean;
  logLevel: Env['LOG_LEVEL'];
  sessionTtlDays: number;
  cookieSecure: boolean;
  trustProxy: boolean;
  countryHeader: string;
  rateLimitPerMinute: number;
  registerLimitPerHour: number;
  /** The member messaging flood limits (messages and recipients per sender in 24 hours). */
  messageLimits: { messagesPerDay: number; recipientsPerDay: number };
  /** 32-byte key for AES-256-GCM encryption of tax ids at rest. */
  encryptionKey: Buffer;
  defaultSponsorUrlName: string;
  /** Unpaid orders older than this are cancelled and give their coupon use back. */
  unpaidOrderHoldHours: number;
  /** IANA zone of the shop's calendar (SHOP_TIME_ZONE). */
  shopTimeZone: string;
  webDistDir: string;
  /** The built server renderer of the public pages (decision 0036); without it the shell is served. */
  webServerDir: string;
  /** SMTP server for e-mail delivery; without it e-mail stays in the outbox for staff to read. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** COMPANY_POSTAL_ADDRESS: the company's mailing address, in the footer of member notices and newsletters. */
  companyPostalAddress: string;
  /** Whether this process runs the background jobs (renewals, e-mail, cleanup). */
  jobsEnabled: boolean;
  jobsPollSeconds: number;
  /** S3-compatible object storage for uploads; null means the local folder {dataDir}/uploads. */
  s3: S3Config | null;
  /** Payment providers; with none configured, cards go to the built-in test gateway. */
  payments: PaymentsConfig;
  /** Advertising-conversion, session-replay and social-pixel tags for the checkout (checkout §2); all off by default. */
  marketing: MarketingConfig;
}

export interface MarketingConfig {
  /** Google Ads (gtag.js): the account's AW- id, and the conversion action's label for purchases. */
  googleAds: { id: string; conversionLabel: string | null } | null;
  /** Microsoft Clarity session replay: the project id. */
  clarityId: string | null;
  /** Meta (Facebook) pixel: its number. */
  metaPixelId: string | null;
}

export interface PaymentsConfig {
  /** Stripe for cards when STRIPE_SECRET_KEY is set. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string | undefined; apiBase: string | undefined } | null;
  /** PayPal (and Google Pay / Apple Pay through it) when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set. */
  paypal: {
    clientId: string;
    clientSecret: string;
    webhookId: string | undefined;
    environment: 'sandbox' | 'live';
    apiBase: string | undefined;
  } | null;
  /** The spec forces Google Pay unavailable; this setting can turn it on. */
  googlePayEnabled: boolean;
  applePayEnabled: boolean;
  /** The domain-association file PayPal gives for Apple Pay, served at /.well-known/ (absolute path), or null. */
  applePayDomainAssociationFile: string | null;
  /** A payment still open this long after it started is checked with its provider. */
  reconcileAfterMinutes: number;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string | undefined;
  forcePathStyle: boolean;
}

/** Thrown with every problem at once so an operator fixes the environment in one pass. */
export class ConfigError extends Error {}

// A fixed development key: fine on a laptop, refused in production (see below).
const DEV_ENCRYPTION_KEY = '75706c696e652d646576656c6f706d656e742d6b65792d6e6f742d7365637265';

/** Reads and validates the environment; throws ConfigError listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.ENCRYPTION_KEY) {
    throw new ConfigError('Invalid configuration:\n  ENCRYPTION_KEY: required in production (64 hex characters)');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    trustedOrigins: e.TRUSTED_ORIGINS.split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    seedOnStart: e.SEED_ON_START ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    countryHeader: e.COUNTRY_HEADER,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    registerLimitPerHour: e.REGISTER_LIMIT_PER_HOUR,
    messageLimits: { messagesPerDay: e.MESSAGE_LIMIT_PER_DAY, recipientsPerDay: e.MESSAGE_RECIPIENTS_PER_DAY },
    encryptionKey: Buffer.from(e.ENCRYPTION_KEY ?? DEV_ENCRYPTION_KEY, 'hex'),
    defaultSponsorUrlName: e.DEFAULT_SPONSOR_URLNAME,
    unpaidOrderHoldHours: e.UNPAID_ORDER_HOLD_HOURS,
    shopTimeZone: e.SHOP_TIME_ZONE,
    webDistDir: path.resolve(cwd, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    webServerDir: path.resolve(cwd, e.WEB_SERVER_DIR ?? 'apps/web/dist-server'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    companyPostalAddress: e.COMPANY_POSTAL_ADDRESS,
    jobsEnabled: e.JOBS_ENABLED,
    jobsPollSeconds: e.JOBS_POLL_SECONDS,
    s3: s3Config(e),
    payments: paymentsConfig(e, cwd),
    marketing: {
      googleAds: e.MARKETING_GOOGLE_ADS_ID ? { id: e.MARKETING_GOOGLE_ADS_ID, conversionLabel: e.MARKETING_GOOGLE_ADS_CONVERSION_LABEL ?? null } : null,
      clarityId: e.MARKETING_CLARITY_ID ?? null,
      metaPixelId: e.MARKETING_META_PIXEL_ID ?? null,
    },
  };
}

/** Object storage is on when S3_BUCKET is set; the endpoint defaults to AWS S3 in S3_REGION. */
function s3Config(e: Env): S3Config | null {
  if (!e.S3_BUCKET) return null;
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${missing.map((m) => `  ${m}: required when S3_BUCKET is set`).join('\n')}`);
  }
  return {
    endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/$/, ''),
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** Provider keys come in pairs; in production their webhooks must be verifiable too. */
function paymentsConfig(e: Env, cwd: string): PaymentsConfig {
  const problems: string[] = [];
  const associationFile = e.APPLE_PAY_DOMAIN_ASSOCIATION_FILE ? path.resolve(cwd, e.APPLE_PAY_DOMAIN_ASSOCIATION_FILE) : null;
  if (associationFile && !existsSync(associationFile)) problems.push(`  APPLE_PAY_DOMAIN_ASSOCIATION_FILE: no file at ${associationFile}`);
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_PUBLISHABLE_KEY) problems.push('  STRIPE_PUBLISHABLE_KEY: required when STRIPE_SECRET_KEY is set');
  if (Boolean(e.PAYPAL_CLIENT_ID) !== Boolean(e.PAYPAL_CLIENT_SECRET)) problems.push('  PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: set both or neither');
  if (e.NODE_ENV === 'production' && e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) problems.push('  STRIPE_WEBHOOK_SECRET: required in production when Stripe is on');
  if (e.NODE_ENV === 'production' && e.PAYPAL_CLIENT_ID && !e.PAYPAL_WEBHOOK_ID) problems.push('  PAYPAL_WEBHOOK_ID: required in production when PayPal is on');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '', webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
      : null,
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? { clientId: e.PAYPAL_CLIENT_ID, clientSecret: e.PAYPAL_CLIENT_SECRET, webhookId: e.PAYPAL_WEBHOOK_ID, environment: e.PAYPAL_ENVIRONMENT, apiBase: e.PAYPAL_API_BASE }
        : null,
    googlePayEnabled: e.GOOGLE_PAY_ENABLED,
    applePayEnabled: e.APPLE_PAY_ENABLED,
    applePayDomainAssociationFile: associationFile,
    reconcileAfterMinutes: e.PAYMENT_RECONCILE_AFTER_MINUTES,
  };
}
