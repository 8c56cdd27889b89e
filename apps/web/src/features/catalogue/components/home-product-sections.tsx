import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';
import { useHolisticProducts } from '../api/get-holistic-products';
import { useProducts } from '../api/get-products';
import { HomeSection, type SectionIntro } from './home-section';
import type { RenderCardAction } from './product-card';
import { ProductCarousel } from './product-carousel';

interface ProductSectionProps {
  intro?: SectionIntro | null;
  /** A control on each card, from the route (the wishlist heart). */
  renderCardAction?: RenderCardAction;
}

function ViewAll() {
  const { t } = useTranslation('catalogue');
  const sluguser = useReferralSlug();
  return (
    <Link to={paths.product(sluguser)} className="btn-outline">
      {t('home.viewAll')}
    </Link>
  );
}

/** Home's best sellers (products flagged is_best_seller) in a carousel; nothing while none. */
export function BestSellersSection({ intro, renderCardAction }: ProductSectionProps) {
  const { t } = useTranslation('catalogue');
  const { data: products = [] } = useProducts();
  const bestSellers = products.filter((product) => product.is_best_seller && product.display_shop !== 'no');
  if (bestSellers.length === 0) return null;
  const { title, subtitle } = intro ?? { title: t('home.bestSellers'), subtitle: t('home.bestSellersText') };
  return (
    <HomeSection title={title} subtitle={subtitle} tone="white" action={<ViewAll />}>
      <ProductCarousel products={bestSellers} label={title} renderCardAction={renderCardAction} />
    </HomeSection>
  );
}

/** Home's holistic packages, from the server's holistic list. */
export function HolisticPackagesSection({ intro, renderCardAction }: ProductSectionProps) {
  const { t } = useTranslation('catalogue');
  const { data: packages = [] } = useHolisticProducts();
  if (packages.length === 0) return null;
  const { title, subtitle } = intro ?? { title: t('home.holistic'), subtitle: t('home.holisticText') };
  return (
    <HomeSection title={title} subtitle={subtitle} tone="cream" action={<ViewAll />}>
      <ProductCarousel products={packages} label={title} renderCardAction={renderCardAction} />
    </HomeSection>
  );
}
