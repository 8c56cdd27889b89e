import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from './catalogue-icons';

const bannerImage = '/demo/banner-products.svg';

/** The product list's banner: heading, subtext and the quick-view hint (storefront §2). */
export function ShopBanner() {
  const { t } = useTranslation('catalogue');
  const [hasImage, setHasImage] = useState(true);
  return (
    <section aria-labelledby="shop-title" className="relative overflow-hidden bg-brand text-cream">
      {hasImage && (
        <img
          src={bannerImage}
          alt=""
          fetchPriority="high"
          decoding="async"
          onError={() => setHasImage(false)}
          className="absolute inset-0 size-full object-cover opacity-30"
        />
      )}
      {/* Keeps the text readable where it crosses the picture. */}
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-r from-brand via-brand/85 to-brand/30" />
      <div className="on-dark container-page relative py-12 sm:py-16">
        <p className="text-sm font-semibold tracking-widest text-gold-light uppercase">{t('list.eyebrow')}</p>
        <h1 id="shop-title" className="mt-2 text-4xl text-cream sm:text-5xl">
          {t('list.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-cream/90">{t('list.text')}</p>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-cream/15 px-4 py-2 text-sm font-semibold">
          <EyeIcon className="size-4" />
          {t('list.quickViewHint')}
        </p>
      </div>
    </section>
  );
}
