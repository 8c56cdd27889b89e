import { describe, expect, it } from 'vitest';
import { emptySelection, recipientIdsOf, toggleAll, toggleOne, validateCompose } from './compose-form';

const members = [
  { id: 3, name: 'Carl Johnson' },
  { id: 7, name: 'Chloe Bell' },
];

describe('Compose', () => {
  it('Select All takes every member of the group, and a second click clears it', () => {
    const all = toggleAll(new Set([3]), members);
    expect([...all].sort()).toEqual([3, 7]);
    expect(toggleAll(all, members).size).toBe(0);
    expect(toggleAll(new Set(), []).size).toBe(0);
  });

  it('sends every chosen member once, whatever group they were chosen in', () => {
    const selection = { ...emptySelection(), customers: toggleOne(new Set([3]), 7), scholars: new Set([7, 9]) };
    expect(recipientIdsOf(selection).sort()).toEqual([3, 7, 9]);
    expect(toggleOne(new Set([3, 7]), 3)).toEqual(new Set([7]));
  });

  it('asks for a recipient, a subject and a message, with the spec’s messages', () => {
    expect(validateCompose({ selection: emptySelection(), subject: ' ', bodyText: ' \n ' })).toEqual({
      recipients: 'selectRecipient',
      subject: 'subjectRequired',
      body: 'enterMessage',
    });
    expect(validateCompose({ selection: { ...emptySelection(), ambassadors: new Set([4]) }, subject: 'Hi', bodyText: 'Hello' })).toEqual({});
    expect(validateCompose({ selection: { ...emptySelection(), ambassadors: new Set([4]) }, subject: 'x'.repeat(201), bodyText: 'Hello' })).toEqual({ subject: 'subjectTooLong' });
  });
});
