import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isApiError } from '../../../shared/api/api-error';
import { galleryImagesQueryOptions, uploadGalleryImage } from './admin-catalogue-api';

/** Images from the gallery (GET fileUpload/) or uploaded now (POST fileUpload/), used as the main image or added to the product's images. */
export function ImagePicker({ onPick }: { onPick: (url: string, as: 'thumbnail' | 'gallery') => void }) {
  const { t } = useTranslation('catalogueAdmin');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const gallery = useQuery({ ...galleryImagesQueryOptions(), enabled: open });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const image = await uploadGalleryImage(file);
      toast.success(t('images.uploaded'));
      onPick(image.url, 'gallery');
      void client.invalidateQueries({ queryKey: ['gallery'] });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('saveFailed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-outline" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {t('images.choose')}
        </button>
        <label className="btn-outline cursor-pointer">
          {uploading ? t('images.uploading') : t('images.upload')}
          <input type="file" accept="image/jpeg,image/png" className="sr-only" disabled={uploading} onChange={(e) => void upload(e.target.files?.[0])} />
        </label>
      </div>
      {open && (
        <ul className="grid max-h-80 grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-4">
          {(gallery.data ?? []).map((image) => (
            <li key={image.url} className="rounded-xl border border-cream-dark p-2 text-xs">
              <img src={image.url} alt="" className="h-20 w-full rounded object-cover" loading="lazy" />
              <p className="mt-1 truncate">{image.name}</p>
              <div className="mt-1 flex flex-wrap gap-1">
                <button type="button" className="min-h-9 rounded px-2 text-brand underline" onClick={() => onPick(image.url, 'thumbnail')} aria-label={t('images.useAsMainNamed', { name: image.name })}>
                  {t('images.useAsMain')}
                </button>
                <button type="button" className="min-h-9 rounded px-2 text-brand underline" onClick={() => onPick(image.url, 'gallery')} aria-label={t('images.addNamed', { name: image.name })}>
                  {t('images.add')}
                </button>
              </div>
            </li>
          ))}
          {gallery.data?.length === 0 && <li className="text-ink-muted">{t('images.empty')}</li>}
        </ul>
      )}
    </div>
  );
}
