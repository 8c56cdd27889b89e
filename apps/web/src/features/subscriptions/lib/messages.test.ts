import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { knownPlanMessageKey, knownPlanMessages } from './messages';
import { parseQuantity } from './plan-quantity';

describe('plan messages', () => {
  it("finds known server messages and shows the spec's wording in English", () => {
    expect(knownPlanMessageKey('Quantity can not be zero.')).toBe('quantityZero');
    expect(knownPlanMessageKey('Something else')).toBeNull();
    for (const [key, message] of Object.entries(knownPlanMessages)) {
      expect(en.messages[key as keyof typeof en.messages], key).toBe(message);
    }
  });
});

describe('parseQuantity', () => {
  it('reads whole numbers and nothing else', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('0')).toBe(0);
    expect(parseQuantity('')).toBeNaN();
    expect(parseQuantity('1.5')).toBeNaN();
    expect(parseQuantity('-1')).toBeNaN();
  });
});
