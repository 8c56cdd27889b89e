import type { MessageRecipient } from '@upline/contract/messages';

// Compose's rules (accounts §5): at least one recipient among the three groups ('Please
// select'), a message with some text ('Please enter message'), a subject. Select All takes every
// member of its group.

export const recipientGroups = ['customers', 'ambassadors', 'scholars'] as const;
export type RecipientGroup = (typeof recipientGroups)[number];
export type Selection = Record<RecipientGroup, ReadonlySet<number>>;

export const emptySelection = (): Selection => ({ customers: new Set(), ambassadors: new Set(), scholars: new Set() });

/** Select All: every member of the group, or none when all are already chosen. */
export function toggleAll(selected: ReadonlySet<number>, members: readonly MessageRecipient[]): ReadonlySet<number> {
  const isAll = members.length > 0 && members.every((m) => selected.has(m.id));
  return isAll ? new Set() : new Set(members.map((m) => m.id));
}

export function toggleOne(selected: ReadonlySet<number>, id: number): ReadonlySet<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The ids sent as recipient_ids: the three groups together, each member once. */
export function recipientIdsOf(selection: Selection): number[] {
  return [...new Set(recipientGroups.flatMap((g) => [...selection[g]]))];
}

export interface ComposeValues {
  selection: Selection;
  subject: string;
  /** The editor's text without markup, to tell an empty message. */
  bodyText: string;
}

export type ComposeErrors = Partial<Record<'recipients' | 'subject' | 'body', 'selectRecipient' | 'subjectRequired' | 'subjectTooLong' | 'enterMessage'>>;

export function validateCompose(values: ComposeValues): ComposeErrors {
  const errors: ComposeErrors = {};
  if (recipientIdsOf(values.selection).length === 0) errors.recipients = 'selectRecipient';
  const subject = values.subject.trim();
  if (subject === '') errors.subject = 'subjectRequired';
  else if (subject.length > 200) errors.subject = 'subjectTooLong';
  if (values.bodyText.trim() === '') errors.body = 'enterMessage';
  return errors;
}
