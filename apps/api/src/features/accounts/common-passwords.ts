import { passwordRuleMessages } from '@upline/contract/accounts';
import { accountFailure, type AccountResult } from './account-failure.js';

// The most common passwords of public breach corpora (the ranked list maintained by zxcvbn-ts),
// refused for any new password: the first guesses of every attacker. Compared without case.
const TOP = 10_000;

// The list is loaded on the first new password: its package holds every dictionary of zxcvbn-ts
// (about 13 MB of the process), which a shop serving pages and orders never needs.
let common: Promise<ReadonlySet<string>> | null = null;

function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).slice(0, TOP).map((p) => p.toLowerCase())),
  );
  return common;
}

/** True when the password is one of the 10,000 most common breached passwords. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** Refuses a common new password, naming its field. */
export async function checkUncommonPassword(password: string, field: string): Promise<AccountResult<null>> {
  if (await isCommonPassword(password)) return accountFailure('common_password', passwordRuleMessages.tooCommon, { [field]: passwordRuleMessages.tooCommon });
  return { ok: true, value: null };
}
