import { useTranslation } from 'react-i18next';
import { ShieldCheckIcon } from '../../../shared/ui/icons';

/** The 45-day money-back guarantee above the footer (storefront §1 and §9). */
export function GuaranteeBanner() {
  const { t } = useTranslation();
  return (
    <section className="border-y border-gold/40 bg-cream-dark">
      <div className="container-page flex flex-col items-center gap-3 py-8 text-center sm:flex-row sm:justify-center sm:gap-5 sm:text-left">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-gold text-ink">
          <ShieldCheckIcon className="size-8" />
        </span>
        <div>
          <h2 className="text-2xl">{t('footer.guaranteeTitle')}</h2>
          <p className="mt-1 text-ink-muted">{t('footer.guaranteeText')}</p>
        </div>
      </div>
    </section>
  );
}
