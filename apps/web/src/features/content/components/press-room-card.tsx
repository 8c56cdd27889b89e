import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReferralSlug } from '../../../shared/session/session-store';
import { pressRoomPath } from '../lib/press-room-path';

/** The way from the press releases to the press room: media kit, brand colours, media contact. */
export function PressRoomCard() {
  const { t } = useTranslation('content');
  const sluguser = useReferralSlug();
  return (
    <section aria-labelledby="press-room-title" className="container-page pb-12 sm:pb-16">
      <div className="flex flex-col gap-5 rounded-3xl bg-sage-light/70 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-10">
        <div className="max-w-2xl">
          <h2 id="press-room-title" className="text-2xl sm:text-3xl">
            {t('press.room')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('press.roomText')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={{ pathname: pressRoomPath(sluguser), hash: 'media-kit' }} className="btn-primary">
            {t('press.mediaKit')}
          </Link>
          <Link to={{ pathname: pressRoomPath(sluguser), hash: 'contact' }} className="btn-outline">
            {t('press.contact')}
          </Link>
        </div>
      </div>
    </section>
  );
}
