import { useId, useMemo, useState } from 'react';
import type { MessageRecipient } from '@upline/contract/messages';
import { useTranslation } from 'react-i18next';
import { toggleAll, toggleOne } from '../lib/compose-form';

/** Above this many members a group gets a filter box. */
const FILTER_FROM = 8;

/**
 * One of Compose's three multi-selects (accounts §2.10): the group's members as checkboxes, with
 * Select All (every member of the group, §5) and how many are chosen.
 */
export function RecipientGroup({
  label,
  members,
  total,
  selected,
  onChange,
  testId,
}: {
  label: string;
  members: readonly MessageRecipient[];
  total: number;
  selected: ReadonlySet<number>;
  onChange: (next: ReadonlySet<number>) => void;
  testId: string;
}) {
  const { t } = useTranslation('messages');
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q ? members.filter((m) => m.name.toLowerCase().includes(q) || String(m.id) === q) : members;
  }, [filter, members]);
  const isAll = members.length > 0 && members.every((m) => selected.has(m.id));
  const isSome = !isAll && members.some((m) => selected.has(m.id));

  return (
    <fieldset className="min-w-0 rounded-2xl border border-cream-dark bg-white p-4" data-testid={testId}>
      <legend className="px-1 font-semibold text-brand">{label}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="inline-flex min-h-10 items-center gap-2 font-medium">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            checked={isAll}
            ref={(el) => {
              if (el) el.indeterminate = isSome;
            }}
            disabled={members.length === 0}
            onChange={() => onChange(toggleAll(selected, members))}
          />
          {t('compose.selectAll')}
        </label>
        <span className="text-sm text-ink-muted" aria-live="polite">
          {t('compose.selected', { count: selected.size, total: members.length })}
        </span>
      </div>
      {members.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('compose.none')}</p>
      ) : (
        <>
          {members.length >= FILTER_FROM && (
            <div className="mt-2">
              <label htmlFor={filterId} className="sr-only">
                {t('compose.filter', { group: label })}
              </label>
              <input id={filterId} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t('compose.filter', { group: label })} className="field-input min-h-10" />
            </div>
          )}
          <ul className="mt-2 max-h-56 overflow-y-auto pr-1">
            {shown.map((m) => (
              <li key={m.id}>
                <label className="flex min-h-10 items-center gap-2 rounded-lg px-1 hover:bg-cream">
                  <input type="checkbox" className="size-5 shrink-0 accent-brand" checked={selected.has(m.id)} onChange={() => onChange(toggleOne(selected, m.id))} />
                  <span className="min-w-0 truncate">{m.name}</span>
                </label>
              </li>
            ))}
            {shown.length === 0 && <li className="py-2 text-sm text-ink-muted">{t('compose.noMatch')}</li>}
          </ul>
          {total > members.length && <p className="mt-2 text-xs text-ink-muted">{t('compose.more', { shown: members.length, total })}</p>}
        </>
      )}
    </fieldset>
  );
}
