import type { SectionIntro } from '../../../features/catalogue/components/home-section';
import { BestSellersSection, HolisticPackagesSection } from '../../../features/catalogue/components/home-product-sections';
import { cardWishlistHeart } from './catalogue-slots';

/** Home's best sellers, a wishlist heart on each card. */
export function BestSellers({ intro }: { intro?: SectionIntro | null }) {
  return <BestSellersSection intro={intro} renderCardAction={cardWishlistHeart} />;
}

/** Home's holistic packages, a wishlist heart on each card. */
export function HolisticPackages({ intro }: { intro?: SectionIntro | null }) {
  return <HolisticPackagesSection intro={intro} renderCardAction={cardWishlistHeart} />;
}
