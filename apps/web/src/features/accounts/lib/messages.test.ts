import { describe, expect, it } from 'vitest';
import { passwordRuleMessages } from '@upline/contract/accounts';
import { businessCardMessages } from '@upline/contract/business-card';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { knownMessageKey, knownMessages } from './messages';
import { securityQuestions } from './security-questions';

describe('known messages', () => {
  it('finds the texts key of each message the contract and the server send', () => {
    expect(knownMessageKey('This field is required')).toBe('required');
    expect(knownMessageKey('Select state/province')).toBe('selectState');
    expect(knownMessageKey('Invalid email or password.')).toBe('invalidCredentials');
    expect(knownMessageKey('Something else entirely')).toBeNull();
  });

  it("shows the spec's exact wording in English", () => {
    for (const [key, message] of Object.entries(knownMessages)) {
      expect(en.messages[key as keyof typeof en.messages], key).toBe(message);
    }
  });
});

describe('password rule messages', () => {
  it("knows the contract's and the server's password rule messages, so they read in the visitor's language", () => {
    expect(knownMessageKey(passwordRuleMessages.tooShort)).toBe('passwordTooShort');
    expect(knownMessageKey(passwordRuleMessages.tooCommon)).toBe('passwordTooCommon');
    expect(fr.messages.passwordTooShort).toContain('8');
    expect(fr.messages.passwordTooCommon).not.toBe(en.messages.passwordTooCommon);
  });
});

describe('business card messages', () => {
  it("knows the card's length and website messages, so they read in the visitor's language", () => {
    expect(knownMessageKey(businessCardMessages.tooLong)).toBe('cardTooLong');
    expect(knownMessageKey(businessCardMessages.websiteInvalid)).toBe('websiteInvalid');
    expect(knownMessageKey(businessCardMessages.phoneInvalid)).toBe('phoneInvalid');
    expect(fr.messages.cardTooLong).toContain('60');
  });
});

describe('security questions', () => {
  it('offers the 16 fixed questions, each once, and shows in English the text the server stores', () => {
    expect(securityQuestions).toHaveLength(16);
    expect(new Set(securityQuestions.map((q) => q.text)).size).toBe(16);
    for (const question of securityQuestions) expect(en.securityQuestions[question.key]).toBe(question.text);
  });
});
