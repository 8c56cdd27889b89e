import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messageErrorCodes } from '@upline/contract/messages';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';
import { useSignOutWhenUnauthenticated } from '../../../shared/session/use-sign-out-when-unauthenticated';
import { Spinner } from '../../../shared/ui/spinner';
import { useRecipients, useSendMessage } from '../api/messages';
import { emptySelection, recipientGroups, recipientIdsOf, validateCompose, type ComposeErrors, type RecipientGroup as Group, type Selection } from '../lib/compose-form';
import { LoadFailed, MessagesSection } from './messages-section';
import { RecipientGroup } from './recipient-group';
import { MessageEditor } from './message-editor';

/**
 * Compose (accounts §2.10, §5): three multi-selects of the member's customers, ambassadors and
 * scholars (each with Select All), a subject, a rich-text message at 500 px, and Send. The
 * checks of §5 are made here and again by the server; its answer is toasted (§8).
 */
export function ComposePage() {
  const { t } = useTranslation('messages');
  const { t: tr } = useTranslation();
  const sluguser = useReferralSlug();
  const navigate = useNavigate();
  const recipients = useRecipients();
  useSignOutWhenUnauthenticated(recipients.error);
  const send = useSendMessage();
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState({ html: '', text: '' });
  const [errors, setErrors] = useState<ComposeErrors>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const ids = { subject: useId(), subjectError: useId(), editor: useId(), editorLabel: useId(), editorError: useId(), recipientsError: useId() };

  const current = (next: Partial<{ selection: Selection; subject: string; text: string }>) =>
    validateCompose({ selection: next.selection ?? selection, subject: next.subject ?? subject, bodyText: next.text ?? body.text });
  // Once Send was pressed, each message follows the field as it is corrected.
  const recheck = (next: Partial<{ selection: Selection; subject: string; text: string }>) => {
    if (isSubmitted) setErrors(current(next));
  };
  const choose = (group: Group, next: ReadonlySet<number>) => {
    const nextSelection = { ...selection, [group]: next };
    setSelection(nextSelection);
    recheck({ selection: nextSelection });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    const found = current({});
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = found.recipients ? `compose-recipients` : found.subject ? ids.subject : ids.editor;
      document.getElementById(first)?.focus();
      return;
    }
    send.mutate(
      { subject: subject.trim(), body: body.html, recipient_ids: recipientIdsOf(selection) },
      {
        onSuccess: () => {
          toast.success(t('compose.sent'), { duration: 2500 });
          void navigate(paths.messageList(sluguser));
        },
        onError: (error) => {
          if (!isApiError(error)) return void toast.error(t('compose.failed'), { duration: 4000 });
          const text =
            error.code === messageErrorCodes.notInTeam
              ? t('compose.notInTeam')
              : error.code === messageErrorCodes.dailyLimit
                ? t('compose.dailyLimit')
                : error.fieldErrors.recipient_ids
                  ? t('compose.selectRecipient')
                  : error.fieldErrors.body
                    ? t('compose.enterMessage')
                    : error.fieldErrors.subject
                      ? t('compose.subjectRequired')
                      : t('compose.failed');
          toast.error(text, { duration: 4000 });
        },
      },
    );
  };

  const groups = recipients.data;
  return (
    <MessagesSection title={tr('routes.messageCompose')} intro={t('compose.intro')}>
      {recipients.isPending ? (
        <Spinner />
      ) : recipients.isError || !groups ? (
        <LoadFailed message={t('compose.loadFailed')} />
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-6" aria-label={tr('routes.messageCompose')}>
          <div>
            <h2 id="compose-recipients" tabIndex={-1} className="font-sans text-lg font-semibold outline-none" aria-describedby={errors.recipients ? ids.recipientsError : undefined}>
              {t('compose.recipients')}
            </h2>
            <div className="mt-3 grid gap-4 lg:grid-cols-3">
              {recipientGroups.map((group) => (
                <RecipientGroup
                  key={group}
                  testId={`recipients-${group}`}
                  label={t(`compose.${group}`)}
                  members={groups[group].members}
                  total={groups[group].total}
                  selected={selection[group]}
                  onChange={(next) => choose(group, next)}
                />
              ))}
            </div>
            {errors.recipients && (
              <p id={ids.recipientsError} role="alert" className="mt-2 text-sm font-medium text-red-800">
                {t(`compose.${errors.recipients}`)}
              </p>
            )}
          </div>

          <div>
            <label htmlFor={ids.subject} className="mb-1 block font-semibold">
              {t('compose.subject')}
            </label>
            <input
              id={ids.subject}
              name="subject"
              className={`field-input ${errors.subject ? 'border-red-800' : ''}`}
              value={subject}
              maxLength={250}
              aria-invalid={errors.subject ? true : undefined}
              aria-describedby={errors.subject ? ids.subjectError : undefined}
              onChange={(e) => {
                setSubject(e.target.value);
                recheck({ subject: e.target.value });
              }}
            />
            {errors.subject && (
              <p id={ids.subjectError} role="alert" className="mt-1 text-sm font-medium text-red-800">
                {t(`compose.${errors.subject}`)}
              </p>
            )}
          </div>

          <div>
            <span id={ids.editorLabel} className="mb-1 block font-semibold">
              {t('compose.message')}
            </span>
            <MessageEditor
              id={ids.editor}
              labelId={ids.editorLabel}
              describedBy={errors.body ? ids.editorError : undefined}
              isInvalid={Boolean(errors.body)}
              value={body.html}
              onChange={(html, text) => {
                setBody({ html, text });
                recheck({ text });
              }}
            />
            {errors.body && (
              <p id={ids.editorError} role="alert" className="mt-1 text-sm font-medium text-red-800">
                {t(`compose.${errors.body}`)}
              </p>
            )}
          </div>

          <div className="flex justify-end">
            <button type="submit" className="btn-primary min-w-32" disabled={send.isPending}>
              {send.isPending ? t('compose.sending') : t('compose.send')}
            </button>
          </div>
        </form>
      )}
    </MessagesSection>
  );
}
