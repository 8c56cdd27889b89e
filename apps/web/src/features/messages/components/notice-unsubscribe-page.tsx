import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { TokenActionPage } from '../../../shared/ui/token-action-page';
import { unsubscribeFromNotices } from '../api/messages';

/** The token of the link, from the fragment (#token=...), where mail links carry it. */
function tokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.length <= 200 ? token : null;
}

/**
 * /message-notices/unsubscribe#token=...: the page a new-message e-mail links to. The member
 * confirms with one button (a mail scanner opening the link unsubscribes nobody).
 */
export function NoticeUnsubscribePage() {
  const { t } = useTranslation('messages');
  const location = useLocation();
  const [token] = useState(() => tokenOf(location.hash));
  return <TokenActionPage token={token} action={unsubscribeFromNotices} texts={{ title: t('unsubscribe.title'), confirm: t('unsubscribe.confirm'), button: t('unsubscribe.button'), working: t('unsubscribe.working'), done: t('unsubscribe.done'), invalid: t('unsubscribe.invalid'), failed: t('unsubscribe.failed'), home: t('unsubscribe.home') }} />;
}
