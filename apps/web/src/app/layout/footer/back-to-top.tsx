import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from '../../../shared/ui/page-icons';

/** Scrolls back to the top and moves keyboard focus there too (to the skip link's target). */
export function BackToTop() {
  const { t } = useTranslation();
  const goTop = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById('top')?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      onClick={goTop}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-cream/40 px-4 text-sm font-medium text-cream hover:bg-white/10"
    >
      <ArrowUpIcon className="size-4" />
      {t('footer.backToTop')}
    </button>
  );
}
