import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useReferralSlug } from '../../../shared/session/session-store';
import { useProducts } from '../api/get-products';
import { productWithVideos } from '../lib/product-with-videos';
import { Carousel } from './carousel';
import { HomeSection } from './home-section';
import { VideoLite } from './video-lite';

/** Home's video carousel: the short videos of the product whose story carries them. */
export function HomeVideoCarousel() {
  const { t } = useTranslation('catalogue');
  const sluguser = useReferralSlug();
  const { data: products = [] } = useProducts();
  const found = productWithVideos(products.filter((product) => product.display_shop !== 'no'));
  if (!found) return null;
  const { product, section } = found;
  return (
    <HomeSection
      title={section.heading}
      tone="sage"
      action={
        <Link to={paths.showDetails(product.slug, sluguser)} className="btn-outline max-w-full py-2 text-center whitespace-normal!">
          {t('home.discover', { name: product.name })}
        </Link>
      }
    >
      <Carousel
        items={section.videos}
        label={section.heading}
        getKey={(video) => video.url}
        renderItem={(video) => <VideoLite title={video.title} url={video.url} posterUrl={video.poster_url} />}
      />
    </HomeSection>
  );
}
