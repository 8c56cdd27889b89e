import { useId } from 'react';
import type { GalleryImage } from '@upline/contract/media';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { copyText } from '../lib/copy-text';

/** One gallery image: the picture, its name, its address and the button that copies it. */
export function GalleryImageCard({ image }: { image: GalleryImage }) {
  const { t } = useTranslation('media');
  const id = useId();
  const copy = async () => {
    if (await copyText(image.url)) toast.success(t('gallery.copied'), { duration: 1500 });
    else toast.error(t('gallery.copyFailed'), { duration: 3000 });
  };
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-cream-dark">
      <a href={image.url} target="_blank" rel="noopener noreferrer" className="block bg-cream-dark/50">
        <img src={image.url} alt={image.name} loading="lazy" decoding="async" className="aspect-[4/3] w-full object-contain" />
      </a>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="truncate font-medium" title={image.name}>
          {image.name}
        </p>
        <label htmlFor={`${id}-url`} className="sr-only">
          {t('gallery.address', { name: image.name })}
        </label>
        <input
          id={`${id}-url`}
          readOnly
          value={image.url}
          onFocus={(event) => event.currentTarget.select()}
          className="field-input min-h-10 font-mono text-xs"
        />
        <button type="button" onClick={() => void copy()} className="btn-outline mt-auto" aria-describedby={`${id}-url`}>
          {t('gallery.copy')}
        </button>
      </div>
    </li>
  );
}
