import type { FastifyBaseLogger } from 'fastify';
import { insertIntoTree, schema } from '@upline/db';
import type { RegisterRequest } from '@upline/contract/accounts';
import { normaliseEmail, normaliseUrlName, ssnLast4 } from '@upline/domain/accounts';
import type { AppDeps } from '../../deps.js';
import { encryptSecret } from '../../platform/crypto.js';
import { recordUnattachedPayment, savePlanActivation } from '../subscriptions/save-plan-activation.js';
import { chargeSignupPlan, type PaidPlan } from '../subscriptions/charge-plan-fee.js';
import type { SubscriptionFailureValue } from '../subscriptions/subscription-failure.js';
import { welcomeEmail } from './account-emails.js';
import { accountFailure, type AccountResult } from './account-failure.js';
import { isUniqueViolation } from './is-unique-violation.js';
import { hashPassword } from './passwords.js';
import { birthDate, findTakenIdentifiers, resolveRegistrationPlaces } from './registration-checks.js';
import { resolveSponsor } from './resolve-sponsor.js';

const emailTakenMessage = 'An account with this e-mail already exists.';
const urlNameTakenMessage = 'This link name is already taken.';
const emailTaken = () => accountFailure('email_taken', emailTakenMessage, { email: emailTakenMessage });
const urlNameTaken = () => accountFailure('url_name_taken', urlNameTakenMessage, { username: urlNameTakenMessage });

/**
 * Enrols a member (accounts §2.5-2.7). The member type is the form's (`usertype`), never admin.
 * Everything is checked first; a scholar's website fee is then charged, and only a successful
 * charge lets the account, its addresses, its place in the sponsor tree and its plan be written,
 * together, in one transaction. Returns the new member's id, or why the signup is refused.
 */
export async function registerMember(
  deps: AppDeps,
  input: RegisterRequest,
  log: FastifyBaseLogger,
): Promise<AccountResult<number> | { ok: false; planFailure: SubscriptionFailureValue }> {
  const now = deps.clock.now();
  const email = normaliseEmail(input.email);
  const hasLink = input.usertype !== 'customer';
  const urlName = hasLink && input.username ? normaliseUrlName(input.username) : null;

  const errors: Record<string, string> = {};
  const dateOfBirth = birthDate(input.date_year, input.date_month, input.date_day, now);
  if (!dateOfBirth) errors.date_day = 'Please enter a valid date of birth.';
  const places = await resolveRegistrationPlaces(deps.db, input, errors);
  const firstError = Object.values(errors)[0];
  if (firstError || !places || !dateOfBirth) return accountFailure('invalid_registration', firstError ?? 'Invalid request', errors);

  const taken = await findTakenIdentifiers(deps.db, email, urlName);
  if (taken.isEmailTaken) return emailTaken();
  if (taken.isUrlNameTaken) return urlNameTaken();

  const sponsor = await resolveSponsor(deps.db, input.referal_id, deps.config.defaultSponsorUrlName);
  if (!sponsor.ok) return accountFailure('unknown_sponsor', sponsor.message, { referal_id: sponsor.message });

  // The fee is charged before anything is written: a declined card leaves no account behind.
  const charge = input.usertype === 'scholar' ? await chargeSignupPlan(deps.payments, input, email) : null;
  if (charge && !charge.ok) return { ok: false, planFailure: charge.failure };
  const paid: PaidPlan | null = charge?.value ?? null;

  const [passwordHash, answerHash] = await Promise.all([hashPassword(input.password), hashPassword(input.answer.trim().toLowerCase())]);
  const ssn = hasLink && input.ssn ? input.ssn : null;
  const { users, addresses, auditLog } = schema;
  let userId: number;
  try {
    userId = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          memberType: input.usertype,
          isAdmin: false,
          firstname: input.firstname,
          lastname: input.lastname,
          mobile: input.mobile,
          dateOfBirth,
          urlName,
          language: input.language.toLowerCase(),
          currency: input.currency,
          shoppingCountryCode: input.shopping_country_code,
          secretQuestion: input.secret_question,
          secretAnswerHash: answerHash,
          taxIdType: hasLink ? (input.personal_tax_id ?? null) : null,
          ssnEncrypted: ssn ? encryptSecret(ssn, deps.config.encryptionKey) : null,
          ssnLast4: ssn ? ssnLast4(ssn) : null,
          planStatus: input.usertype === 'scholar' ? 'continue' : null,
          currentRank: hasLink ? 'Member' : null,
          joinDate: now,
          marketingOptIn: input.email_updates ?? false,
          sponsorId: sponsor.sponsorId,
          referalId: input.referal_id === null || input.referal_id === undefined ? null : String(input.referal_id),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');

      const person = { userId: user.id, firstName: input.firstname, lastName: input.lastname, mobile: input.mobile, createdAt: now, updatedAt: now };
      const billing = {
        ...person,
        address1: input.bill_address,
        address2: input.bill_address2 || null,
        city: input.city,
        countryId: places.billing.countryId,
        stateId: places.billing.stateId,
        stateName: places.billing.stateName,
        postalCode: input.bil_zipcode,
      };
      const shipping = input.same_billing
        ? billing
        : {
            ...person,
            address1: input.ship_address ?? '',
            address2: input.ship_address2 || null,
            city: input.ship_city ?? '',
            countryId: places.shipping.countryId,
            stateId: places.shipping.stateId,
            stateName: places.shipping.stateName,
            postalCode: input.ship_zipcode ?? '',
          };
      await tx.insert(addresses).values([
        { ...billing, kind: 'billing' },
        { ...shipping, kind: 'shipping' },
      ]);

      await insertIntoTree(tx, user.id, sponsor.sponsorId);
      if (paid) await savePlanActivation(tx, { ...paid, userId: user.id, now });
      await tx.insert(auditLog).values({
        actorId: user.id,
        action: 'account.register',
        entity: 'user',
        entityId: String(user.id),
        data: { memberType: input.usertype, sponsorId: sponsor.sponsorId },
        at: now,
      });
      return user.id;
    });
  } catch (err) {
    if (paid) {
      log.error({ idempotencyKey: paid.idempotencyKey }, 'scholar fee charged but the account could not be saved');
      await recordUnattachedPayment(deps.db, { ...paid, reason: 'signup not saved', now });
    }
    if (isUniqueViolation(err, 'users_email_lower_key')) return emailTaken();
    if (isUniqueViolation(err, 'users_url_name_lower_key')) return urlNameTaken();
    throw err;
  }

  try {
    await deps.mailer.send(welcomeEmail({ to: email, firstname: input.firstname, memberType: input.usertype, urlName, publicUrl: deps.config.publicUrl }));
  } catch (err) {
    // The account exists and the member is signed in; a missing welcome note is not worth failing for.
    log.error({ err }, 'welcome e-mail could not be queued');
  }
  return { ok: true, value: userId };
}
