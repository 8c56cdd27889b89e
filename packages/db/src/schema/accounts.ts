// Accounts: members and staff, their sessions, credentials and addresses.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigIdColumn, createdAt, idColumn, timestamptz, updatedAt } from './columns.js';
import { countries, states } from './geo.js';
import { currencies } from '@upline/domain/money';

/**
 * Everyone who can sign in: customers, ambassadors and scholars (member_type), with staff marked
 * by is_admin independently of the member type. The enrolling sponsor is sponsor_id; the
 * materialised tree for fast downline queries lives in member_tree (team capability).
 */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    memberType: text('member_type', { enum: ['customer', 'ambassador', 'scholar'] }).notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** The company account at the root of the tree; commissions compressed past the top land here. */
    isCompany: boolean('is_company').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    companyName: text('company_name'),
    mobile: text('mobile'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** Replicated-site link name; set once at signup and never changed by members. */
    urlName: text('url_name'),
    language: text('language').notNull().default('en'),
    currency: text('currency', { enum: currencies }).notNull().default('USD'),
    /** As the spec's registration sends it: 'ca' or 'usa'. */
    shoppingCountryCode: text('shopping_country_code').notNull().default('usa'),
    secretQuestion: text('secret_question'),
    secretAnswerHash: text('secret_answer_hash'),
    taxIdType: text('tax_id_type'),
    /** AES-256-GCM ciphertext (base64, iv and tag included); never logged, shown as ssn_last4. */
    ssnEncrypted: text('ssn_encrypted'),
    ssnLast4: text('ssn_last4'),
    /** Scholar website plan: 'continue' when paid up, 'stop' when the Plan page must be shown. */
    planStatus: text('plan_status', { enum: ['continue', 'stop'] }),
    currentRank: text('current_rank'),
    joinDate: timestamptz('join_date').notNull().defaultNow(),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    sponsorId: integer('sponsor_id').references((): AnyPgColumn => users.id),
    /** The referral value given at signup (link name or id), kept for audit. */
    referalId: text('referal_id'),
    passwordChangedAt: timestamptz('password_changed_at'),
    lastLoginAt: timestamptz('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_url_name_lower_key').on(sql`lower(${t.urlName})`),
    index('users_sponsor_id_idx').on(t.sponsorId),
    // The newest members of a type first: My Ambassador and My Scholar of a member with a very
    // large downline walk this index and keep the ones below them (bench/README.md, team.ts).
    index('users_member_type_idx').on(t.memberType, t.joinDate, t.id),
  ],
);

/** Opaque session tokens, stored as SHA-256 hashes; revoked on logout or password change. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    lastSeenAt: timestamptz('last_seen_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: idColumn(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/** Every login try, so that throttling can count recent failures per account and per IP. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigIdColumn(),
    /** Lower-cased e-mail as typed (the account may not exist). */
    email: text('email').notNull(),
    ip: text('ip'),
    isSuccess: boolean('is_success').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('login_attempts_email_at_idx').on(t.email, t.at), index('login_attempts_ip_at_idx').on(t.ip, t.at)],
);

/** One billing and one shipping address per member. */
export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['billing', 'shipping'] }).notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    countryId: integer('country_id').references(() => countries.id),
    stateId: integer('state_id').references(() => states.id),
    /** Free-text region for countries without a states list. */
    stateName: text('state_name'),
    postalCode: text('postal_code').notNull(),
    mobile: text('mobile'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('addresses_user_kind_key').on(t.userId, t.kind)],
);
