import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordRuleMessages } from '@upline/contract/accounts';
import { accountFailure, type AccountResult } from './account-failure.js';

// The most common passwords of public breach corpora (the ranked list maintained by zxcvbn-ts),
// refused for any new password: the first guesses of every attacker. Compared without case.
const TOP = 10_000;

let common: ReadonlySet<string> | null = null;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).slice(0, TOP).map((p) => p.toLowerCase()));
  return common;
}

/** True when the password is one of the 10,000 most common breached passwords. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Refuses a common new password, naming its field. */
export function checkUncommonPassword(password: string, field: string): AccountResult<null> {
  if (isCommonPassword(password)) return accountFailure('common_password', passwordRuleMessages.tooCommon, { [field]: passwordRuleMessages.tooCommon });
  return { ok: true, value: null };
}
