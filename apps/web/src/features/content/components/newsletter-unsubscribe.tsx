import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { TokenActionPage } from '../../../shared/ui/token-action-page';
import { unsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import { readUnsubscribeToken } from '../lib/unsubscribe-token';

/**
 * /newsletter/unsubscribe#token=...: the page every newsletter links to. The visitor confirms
 * with one button (a mail scanner opening the link unsubscribes nobody), and the token from the
 * link is posted to POST newsletter/unsubscribe.
 */
export function NewsletterUnsubscribe() {
  const { t } = useTranslation('content');
  const location = useLocation();
  // Read once: the token stays with the page even if the address bar changes.
  const [token] = useState(() => readUnsubscribeToken(location.hash, location.search));
  return <TokenActionPage token={token} action={unsubscribeNewsletter} texts={{ title: t('unsubscribe.title'), confirm: t('unsubscribe.confirm'), button: t('unsubscribe.button'), working: t('unsubscribe.working'), done: t('unsubscribe.done'), invalid: t('unsubscribe.invalid'), failed: t('unsubscribe.failed'), home: t('unsubscribe.home') }} />;
}
