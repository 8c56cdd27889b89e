import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentMeta } from '../../../shared/document-meta';
import { paths } from '../../../shared/paths';
import { Spinner } from '../../../shared/ui/spinner';
import { galleryQueryOptions } from '../api/get-gallery';
import { uploadImage } from '../api/upload-image';
import { useGalleryAccess } from '../api/use-gallery-access';
import { problemKey, uploadErrorKey } from '../lib/upload-error-key';
import { acceptedImageExtensions, acceptedImageTypes, imageFileProblem } from '../lib/validate-image-file';
import { SigninAgain } from './signin-again';
import { StaffOnlyNotice } from './staff-only-notice';

const accept = [...acceptedImageTypes, ...acceptedImageExtensions.map((extension) => `.${extension}`)].join(',');

/**
 * AddImage (staff): pick a JPEG or PNG and upload it (storefront §5, §8). The page checks the
 * choice before sending; the server checks the bytes. On success the gallery opens with it.
 */
export function AddImagePage() {
  const { t } = useTranslation('media');
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const access = useGalleryAccess();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [isRefused, setIsRefused] = useState(false);
  const preview = usePreviewUrl(file);
  useDocumentMeta(t('add.title'));

  const upload = useMutation({
    mutationFn: (chosen: File) => uploadImage(chosen),
    onSuccess: async () => {
      toast.success(t('added'), { duration: 2500 });
      await queryClient.invalidateQueries({ queryKey: galleryQueryOptions().queryKey });
      void navigate(paths.gallery());
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 403) return setIsRefused(true);
      const key = isApiError(error) ? uploadErrorKey(error.code) : null;
      const message = key ? t(`errors.${key}`) : isApiError(error) && error.status < 500 && error.status > 0 ? error.message : t('errors.failed');
      toast.error(message, { duration: 3000 });
    },
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? imageFileProblem(chosen) : null;
    if (problem) {
      toast.error(t(`errors.${problemKey(problem)}`), { duration: 3000 });
      event.target.value = '';
      setFile(null);
      return;
    }
    setFile(chosen);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = imageFileProblem(file);
    if (problem || !file) {
      toast.error(t(`errors.${problemKey(problem ?? 'missing')}`), { duration: 3000 });
      inputRef.current?.focus();
      return;
    }
    upload.mutate(file);
  };

  if (access.state === 'loading') return <Spinner />;
  if (access.state === 'signin' || (upload.error && isApiError(upload.error) && upload.error.status === 401)) return <SigninAgain />;
  if (access.state === 'refused' || isRefused) return <StaffOnlyNotice />;

  return (
    <section className="container-page max-w-2xl py-10 sm:py-14">
      <p>
        <Link to={paths.gallery()} className="text-sm font-medium text-brand underline underline-offset-2">
          ← {t('add.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl sm:text-4xl">{t('add.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('add.intro')}</p>
      <form onSubmit={submit} noValidate className="mt-8 space-y-6 rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <div>
          <label htmlFor={`${id}-file`} className="mb-2 block font-medium">
            {t('add.label')}
          </label>
          <input
            ref={inputRef}
            id={`${id}-file`}
            type="file"
            name="file"
            accept={accept}
            onChange={choose}
            aria-describedby={`${id}-hint`}
            className="block w-full text-sm file:mr-4 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-sage-light file:px-5 file:font-semibold file:text-brand hover:file:bg-sage"
          />
          <p id={`${id}-hint`} className="mt-2 text-sm text-ink-muted">
            {t('add.hint')}
          </p>
        </div>
        {preview && file && (
          <figure className="overflow-hidden rounded-xl bg-cream">
            <img src={preview} alt={t('add.preview', { name: file.name })} className="max-h-80 w-full object-contain" />
            <figcaption className="px-4 py-2 text-sm text-ink-muted">
              {file.name} · {formatSize(file.size)}
            </figcaption>
          </figure>
        )}
        <button type="submit" className="btn-primary" disabled={upload.isPending}>
          {upload.isPending ? t('add.uploading') : t('add.submit')}
        </button>
      </form>
    </section>
  );
}

/** A local address for the chosen file's preview, released when the choice changes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
