import { useId, useState, type FormEvent } from 'react';
import { teamAdminMessages as messages, type AdminMemberRow } from '@upline/contract/team-admin';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { useCloseAccount } from './team-admin-api';

/** Close the account (decision 0019): says what happens, asks for the reason, then closes. */
export function CloseAccountPanel({ member }: { member: AdminMemberRow }) {
  const { t } = useTranslation('membersAdmin');
  const ids = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = useCloseAccount(member.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 5) {
      setError(messages.reasonRequired);
      return;
    }
    setError(null);
    try {
      await close.mutateAsync({ reason: reason.trim() });
      toast.success(t('close.done'));
    } catch (e) {
      toast.error(isApiError(e) ? e.message : t('saveFailed'));
    }
  };

  return (
    <section className="rounded-2xl border border-red-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="text-xl">
        {t('close.title')}
      </h2>
      <ul className="mt-2 list-disc pl-5 text-sm text-ink-muted">
        <li>{t('close.login')}</li>
        <li>{t('close.subscriptions')}</li>
        <li>{t('close.downline')}</li>
      </ul>
      {!isOpen ? (
        <button type="button" className="btn-outline mt-4" onClick={() => setIsOpen(true)}>
          {t('close.start')}
        </button>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 grid gap-3">
          <label className="grid gap-1">
            <span className="text-sm font-medium">{t('close.reason')}</span>
            <textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} className="field-input py-2" aria-invalid={Boolean(error)} aria-describedby={error ? `${ids}-error` : undefined} />
          </label>
          {error && (
            <p id={`${ids}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary bg-red-700" disabled={close.isPending}>
              {t('close.confirm', { name: `${member.firstname} ${member.lastname}` })}
            </button>
            <button type="button" className="btn-outline" onClick={() => setIsOpen(false)}>
              {t('close.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
