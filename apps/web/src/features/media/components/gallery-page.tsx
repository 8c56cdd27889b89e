import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { Spinner } from '../../../shared/ui/spinner';
import { useGalleryAccess } from '../api/use-gallery-access';
import { GalleryImageCard } from './gallery-image-card';
import { SigninAgain } from './signin-again';
import { StaffOnlyNotice } from './staff-only-notice';

/** Gallery (staff): every uploaded image, newest first, each with a copy-address button. */
export function GalleryPage() {
  const { t } = useTranslation('media');
  const access = useGalleryAccess();
  useDocumentMeta(t('gallery.title'));

  if (access.state === 'loading') return <Spinner />;
  if (access.state === 'signin') return <SigninAgain />;
  if (access.state === 'refused') return <StaffOnlyNotice />;
  const { images } = access;
  return (
    <section className="container-page py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl sm:text-4xl">{t('gallery.title')}</h1>
          <p className="mt-2 text-ink-muted">{t('gallery.intro', { count: images.length })}</p>
        </div>
        <Link to={paths.addImage()} className="btn-primary">
          {t('gallery.add')}
        </Link>
      </div>
      {images.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-white p-6 text-ink-muted">{t('gallery.empty')}</p>
      ) : (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {images.map((image) => (
            <GalleryImageCard key={image.url} image={image} />
          ))}
        </ul>
      )}
    </section>
  );
}
