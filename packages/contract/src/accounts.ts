import { z } from 'zod';
import { currencySchema, currencyWithMessage } from './currency.js';
import { INT32_MAX, countInput, idInput, safeText } from './input.js';
import { checkUrlName, normaliseUrlName, urlNameMessages } from '@upline/domain/accounts';

export const memberTypeSchema = z.enum(['customer', 'ambassador', 'scholar']);
export type MemberType = z.infer<typeof memberTypeSchema>;

/** A referral link name: 3-30 lower-case letters, digits and hyphens. */
export const urlNameSchema = z.string().min(3).max(30).regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i, 'Unknown link name');

/** GET get-user-info[/{urlName}]: the enrolling sponsor shown on banners and in the header. */
export const sponsorInfoSchema = z.object({
  enrolling_sponsor_name: z.string(),
  id: z.number().int(),
  user_type: memberTypeSchema,
  urlname: z.string().nullable(),
});
export type SponsorInfo = z.infer<typeof sponsorInfoSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** Stable codes of the accounts calls' expected failures (besides the shared ones in errors.ts). */
export const accountErrorCodes = {
  invalidCredentials: 'invalid_credentials',
  accountInactive: 'account_inactive',
  emailTaken: 'email_taken',
  urlNameTaken: 'url_name_taken',
  unknownSponsor: 'unknown_sponsor',
  invalidResetToken: 'invalid_reset_token',
  wrongPassword: 'wrong_password',
} as const;

/**
 * Stable codes of the account use cases' expected failures (sign-up, passwords, addresses); the
 * route maps each to its status and wire code, and the failure carries its message and fields.
 */
export const accountFailures = [
  'invalid_registration',
  'email_taken',
  'url_name_taken',
  'unknown_sponsor',
  'common_password',
  'wrong_password',
  'password_attempts_throttled',
  'invalid_reset_token',
  'invalid_address',
] as const;
export type AccountFailure = (typeof accountFailures)[number];

// ---- field helpers: the spec's messages (accounts §5), lenient about numbers sent as strings ----

const REQUIRED = 'This field is required';
/** A required text field, trimmed; empty or missing gives the message. */
const requiredText = (message = REQUIRED, max = 200) => safeText(z.string({ error: message }).trim().min(1, message).max(max));
const optionalText = (max = 200) => z.string().trim().max(max).nullish();
/** Passwords are taken as typed (no trimming). Signing in accepts any stored password. */
const requiredPassword = z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Passwords can have at most 200 characters.');

/** The password rule for a new password (signup, reset, change); the server also refuses common ones. */
export const MIN_PASSWORD_LENGTH = 8;
export const passwordRuleMessages = {
  tooShort: `Your password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooCommon: 'This password is too common and easy to guess. Please choose another one.',
} as const;
const newPassword = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(MIN_PASSWORD_LENGTH, passwordRuleMessages.tooShort)
    .max(200, 'Passwords can have at most 200 characters.');
const emailField = requiredText('Email address is required', 254).pipe(z.email('Please enter a valid email address.'));
/** An id that forms may send as a number or a numeric string: the contract's one id rule. */
const idField = idInput;
/** A state or province: its id, or free text for countries without a list. */
const stateField = (message: string) =>
  z
    .union([z.number(), z.string().trim()], { error: message })
    .refine((v) => v !== '' && v !== 0, message)
    .refine((v) => (typeof v === 'number' ? Number.isInteger(v) && v > 0 && v <= INT32_MAX : !/^\d+$/.test(v) || Number(v) <= INT32_MAX), message)
    .transform((v) => (typeof v === 'number' || /^\d+$/.test(v) ? Number(v) : v));
const intField = (message: string) => countInput(message);
/** Checkboxes arrive as booleans, 0/1 or their text forms. */
const flagField = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1'])])
  .transform((v) => v === true || v === 1 || v === 'true' || v === '1');
const phoneField = requiredText(REQUIRED, 30).regex(/^[0-9+()\-. ]{7,30}$/, 'Please enter a valid phone number.');

/** Plan codes: 1 monthly, 12 annual (accounts §9). */
export const planCodeSchema = z
  .union([z.literal(1), z.literal(12), z.literal('1'), z.literal('12')], { error: 'Please choose a monthly or annual plan.' })
  .transform((v) => Number(v) as 1 | 12);

/** Quantity of plan units: a whole number of at least 1. */
export const planQuantitySchema = intField('Quantity can not be zero.').pipe(z.number().min(1, 'Quantity can not be zero.').max(1000));

// ---- sign-in ----

/** POST login */
export const loginRequestSchema = z.object({ email: requiredText('Email address is required', 254), password: requiredPassword });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in member as login, register and GET session return it (stored by the web as userData). */
export const accountUserSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  user_type: memberTypeSchema,
  /** Scholars only: 'stop' sends the member to the Plan page after login. */
  plan_status: z.enum(['continue', 'stop']).nullable(),
  urlname: z.string().nullable(),
  currency: currencySchema,
  language: z.string(),
  /** Staff role, separate from the member type (extension: the spec does not show how an admin is known). */
  is_admin: z.boolean(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/** POST login and POST register on success. The session cookie is set too; the token is for API clients. */
export const authResponseSchema = z.object({
  access_token: z.string(),
  message: z.string(),
  user: accountUserSchema,
  user_type: memberTypeSchema,
  urlname: z.string().nullable(),
  plan_status: z.enum(['continue', 'stop']).nullable(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET session (extension): who the cookie belongs to, so the web can restore its state after a reload. */
export const sessionResponseSchema = z.object({ user: accountUserSchema.nullable() });

// ---- registration (accounts §3, §5) ----

export const taxIdTypeSchema = z.enum(['Personal Tax ID/SSN', 'Business Tax ID'], { error: REQUIRED });

/**
 * POST register. The member type comes from the form (`usertype`); privilege fields such as
 * is_admin, plan_status or user_type are not part of the payload and are dropped unread.
 * Ambassadors and scholars add the link name (`username`), tax id type and SSN; scholars add the
 * card payment method (`authorization_key`), the plan and its quantity.
 */
export const registerRequestSchema = z
  .object({
    referal_id: z.union([z.string().trim().max(60), z.number().int()]).nullish(),
    usertype: z.enum(['customer', 'ambassador', 'scholar'], {
      error: (issue) => (issue.input === undefined ? REQUIRED : 'Please sign up as a customer, ambassador or scholar.'),
    }),
    firstname: requiredText(REQUIRED, 100),
    lastname: requiredText(REQUIRED, 100),
    email: emailField,
    password: newPassword('Password is required'),
    /** Customers: their e-mail (ignored); ambassadors and scholars: the replicated link name. */
    username: optionalText(254),
    mobile: phoneField,
    shopping_country_code: z.enum(['ca', 'usa']).default('usa'),
    secret_question: requiredText(REQUIRED, 200),
    answer: requiredText(REQUIRED, 200),
    personal_tax_id: taxIdTypeSchema.nullish(),
    ssn: optionalText(20),
    language: requiredText(REQUIRED, 10).regex(/^[a-z]{2}$/i, 'Please choose a language.'),
    currency: currencyWithMessage(REQUIRED),
    date_month: intField(REQUIRED).pipe(z.number().min(1, 'Please enter a valid date of birth.').max(12, 'Please enter a valid date of birth.')),
    date_day: intField(REQUIRED).pipe(z.number().min(1, 'Please enter a valid date of birth.').max(31, 'Please enter a valid date of birth.')),
    date_year: intField(REQUIRED).pipe(z.number().min(1951, 'Please enter a valid date of birth.').max(2100, 'Please enter a valid date of birth.')),
    bill_address: requiredText(),
    bill_address2: optionalText(),
    city: requiredText(REQUIRED, 100),
    countryBill: idField('Select country'),
    stateBill: stateField('Select state/province'),
    bil_zipcode: requiredText(REQUIRED, 20),
    same_billing: flagField.default(false),
    ship_address: optionalText(),
    ship_address2: optionalText(),
    ship_city: optionalText(100),
    country: idField('Select country').optional(),
    state: stateField('Select state/province').optional(),
    ship_zipcode: optionalText(20),
    authorization_key: optionalText(200),
    plan: planCodeSchema.optional(),
    quantity: planQuantitySchema.optional(),
    /** E-mail notices opt-in from the signup form. */
    email_updates: flagField.optional(),
  })
  .superRefine(
    (v, ctx) => {
      const need = (field: string, ok: unknown, message = REQUIRED) => {
        if (ok === undefined || ok === null || ok === '') ctx.addIssue({ code: 'custom', path: [field], message });
      };
      if (v.same_billing === false) {
        need('ship_address', v.ship_address);
        need('ship_city', v.ship_city);
        need('country', v.country, 'Select country');
        need('state', v.state, 'Select state/province');
        need('ship_zipcode', v.ship_zipcode);
      }
      if (v.usertype === 'ambassador' || v.usertype === 'scholar') {
        need('username', v.username);
        if (v.username) {
          const check = checkUrlName(normaliseUrlName(v.username));
          if (!check.ok) ctx.addIssue({ code: 'custom', path: ['username'], message: urlNameMessages[check.reason] });
        }
        need('personal_tax_id', v.personal_tax_id);
        need('ssn', v.ssn);
        if (v.ssn) {
          if (!/^\d+$/.test(v.ssn)) ctx.addIssue({ code: 'custom', path: ['ssn'], message: 'Please enter numbers only, without dashes.' });
          else if (v.personal_tax_id === 'Personal Tax ID/SSN' && v.ssn.length !== 9)
            ctx.addIssue({ code: 'custom', path: ['ssn'], message: 'A Social Security Number has 9 digits.' });
          else if (v.ssn.length < 9 || v.ssn.length > 15)
            ctx.addIssue({ code: 'custom', path: ['ssn'], message: 'A tax id has 9 to 15 digits.' });
        }
      }
      if (v.usertype === 'scholar') {
        need('authorization_key', v.authorization_key, 'Please enter your card details.');
        need('plan', v.plan, 'Please choose a monthly or annual plan.');
      }
    },
    // Run even when other fields failed, so that the form gets every message at once.
    { when: () => true },
  );
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

// ---- passwords ----

/** POST forgotpassword */
export const forgotPasswordRequestSchema = z.object({ email: emailField });
/** POST reset-password (extension): the token from the e-mailed link and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: 'This reset link is invalid or has expired.' }).min(1, 'This reset link is invalid or has expired.').max(200),
  password: newPassword('Password is required'),
});
/** POST user/change_password */
export const changePasswordRequestSchema = z.object({
  old_password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(200),
  new_password: newPassword(REQUIRED),
});

// ---- profile and addresses ----

/** GET user/details: the caller's own profile. Dates are ISO strings; the tax id only by its last 4 digits. */
export const userDetailsResponseSchema = z.object({
  userDetails: z.object({
    id: z.number().int(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    company_name: z.string().nullable(),
    mobile: z.string().nullable(),
    /** YYYY-MM-DD */
    date_of_birth: z.string().nullable(),
    current_rank: z.string().nullable(),
    /** ISO date-time */
    join_date: z.string(),
    user_type: memberTypeSchema,
    urlname: z.string().nullable(),
    ssn_last4: z.string().nullable(),
    plan_status: z.enum(['continue', 'stop']).nullable(),
    /** The enrolling sponsor, locked at signup (null for the company account at the root). */
    sponsor: z.object({ id: z.number().int(), name: z.string(), urlname: z.string().nullable() }).nullable(),
  }),
});

const addressCommon = {
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  /** Country id (as GET countries lists them) and its name. */
  country: z.number().int().nullable(),
  country_name: z.string().nullable(),
  /** State id when the country has a list, else null with the name in state_name. */
  state: z.number().int().nullable(),
  state_name: z.string().nullable(),
};
/** GET user/address/shipping */
export const shippingAddressResponseSchema = z.object({
  shipping_address: z.object({ ...addressCommon, zip_code: z.string(), mobile: z.string().nullable() }).nullable(),
});
/** GET user/address/billing */
export const billingAddressResponseSchema = z.object({
  billing_address: z.object({ ...addressCommon, postal_code: z.string() }).nullable(),
});

/** POST user/address/update: both addresses at once; every field but the second address lines is required. */
export const addressUpdateRequestSchema = z.object({
  bill_address: requiredText(),
  bill_address2: optionalText(),
  city: requiredText(REQUIRED, 100),
  countryBill: idField('Select country'),
  stateBill: stateField('Select state/province'),
  bil_zipcode: requiredText(REQUIRED, 20),
  mobile: phoneField,
  ship_address: requiredText(),
  ship_address2: optionalText(),
  ship_city: requiredText(REQUIRED, 100),
  country: idField('Select country'),
  state: stateField('Select state/province'),
  ship_zipcode: requiredText(REQUIRED, 20),
});
export type AddressUpdateRequest = z.infer<typeof addressUpdateRequestSchema>;

// ---- staff: the e-mail outbox ----

/** GET admin/outbox: the latest e-mails the shop queued or sent, newest first. */
export const outboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      template: z.string(),
      status: z.enum(['pending', 'sent', 'failed']),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
      created_at: z.string(),
      sent_at: z.string().nullable(),
      text: z.string(),
      html: z.string(),
    }),
  ),
});
