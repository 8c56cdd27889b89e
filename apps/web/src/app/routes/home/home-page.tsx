import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageQueryOptions } from '../../../features/content/api/get-page';
import { ContentBlock } from '../../../features/content/components/content-block';
import { HomeTestimonials } from '../../../features/catalogue/components/home-testimonials';
import { HomeVideoCarousel } from '../../../features/catalogue/components/home-video-carousel';
import { freeShippingText, moneyBackShort, moneyBackTitle, returnPolicyText } from '../../../shared/claims/shop-claims';
import { useShopClaims } from '../../../shared/claims/use-shop-claims';
import { useDocumentMeta } from '../../../shared/document-meta';
import { useMarketingText } from '../../../shared/i18n/use-marketing-text';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';
import { BestSellers, HolisticPackages } from '../catalogue/home-product-sections';
import { HomeHero } from './home-hero';
import { JoinBand } from './join-band';
import { HeartIcon } from '../../../shared/ui/icons';
import { ShieldCheckIcon, TruckIcon } from '../../../shared/ui/page-icons';
import { TrustStrip, type TrustItem } from './trust-strip';

/** The server's content blocks shown on Home, in order; a block the server lacks is skipped. */
export const homeBlockSlugs = ['home-why-us', 'home-weight-management', 'home-guarantee'] as const;

/** The server's headings of the catalogue sections; the catalogue's own texts stand in without them. */
const sectionIntroSlugs = ['home-best-sellers-intro', 'home-holistic-intro'] as const;

// Marketing copy (English source; other languages through translateany).
const homeTexts = {
  eyebrow: 'Natural wellness, delivered',
  headline: 'Feel good from the inside out',
  text: 'Clean supplements and skin care made to fit your everyday routine.',
  shippingTitle: 'Free shipping',
  customersTitle: '652,035 customers',
  customersText: 'Trust Upline Wellness every day',
  joinTitle: 'Share what you love',
  joinText: 'Become an ambassador: earn 20% on the purchases of the customers you refer and 10% on their referrals’ purchases.',
};

/**
 * Home (storefront §2): hero, reassurance, best sellers, holistic packages, the server's content
 * blocks with the weight-management promo followed by its video carousel, the testimonials
 * slider and the team invitation. A section without data is left out, never an empty shell.
 */
export function HomePage() {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const sluguser = useReferralSlug();
  const { texts } = useMarketingText(homeTexts);
  const claims = useShopClaims();
  useDocumentMeta(null);
  // Shipping and the guarantee are said only while the shop's data makes them true.
  const [freeShipping] = claims.freeShipping;
  const trust: TrustItem[] = [
    ...(freeShipping ? [{ title: texts.shippingTitle, text: freeShippingText(t, freeShipping), Icon: TruckIcon }] : []),
    ...(claims.moneyBack
      ? [{ title: moneyBackTitle(t, claims.moneyBack), text: moneyBackShort(t, claims.moneyBack), Icon: ShieldCheckIcon }]
      : claims.returns
        ? [{ title: t('claims.returnsTitle', { days: claims.returns.return_window_days }), text: returnPolicyText(t, claims.returns), Icon: ShieldCheckIcon }]
        : []),
    { title: texts.customersTitle, text: texts.customersText, Icon: HeartIcon },
  ];

  const hero = useQuery(pageQueryOptions('home-hero', language));
  const blocks = useQueries({ queries: homeBlockSlugs.map((slug) => pageQueryOptions(slug, language)) });
  const loadedBlocks = blocks.flatMap((block) => (block.data ? [block.data] : []));
  const intros = useQueries({ queries: sectionIntroSlugs.map((slug) => pageQueryOptions(slug, language)) });
  const [bestSellersIntro, holisticIntro] = intros.map((intro) =>
    intro.data ? { title: intro.data.name, subtitle: intro.data.page_subheading } : null,
  );
  // The guarantee block closes the page after the testimonials; the others follow the packages.
  const closingSlug = 'home-guarantee';
  const middleBlocks = loadedBlocks.filter((page) => page.slug !== closingSlug);
  const closingBlocks = loadedBlocks.filter((page) => page.slug === closingSlug);
  const tones = ['white', 'sage', 'cream'] as const;

  // The hero waits for the server's copy (or its absence), so that its headline and text appear
  // once instead of being replaced and pushing the page down while it loads.
  if (hero.isPending) return <div className="min-h-dvh" aria-busy="true" />;

  return (
    <>
      <HomeHero
        page={hero.data ?? null}
        fallback={{ eyebrow: texts.eyebrow, headline: texts.headline, text: texts.text }}
        actions={
          <>
            <Link to={paths.product(sluguser)} className="btn-primary px-7 text-base">
              {t('common.shopNow')}
            </Link>
            {!isLoggedIn && (
              <Link to={paths.joinTeam(sluguser)} className="btn-outline px-7 text-base">
                {t('header.joinTeam')}
              </Link>
            )}
          </>
        }
      />
      <TrustStrip items={trust} />
      <BestSellers intro={bestSellersIntro} />
      <HolisticPackages intro={holisticIntro} />
      {middleBlocks.map((page, index) => (
        <ContentBlock key={page.slug} page={page} tone={tones[index % tones.length]} />
      ))}
      <HomeVideoCarousel />
      <HomeTestimonials />
      {closingBlocks.map((page) => (
        <ContentBlock key={page.slug} page={page} tone="cream" />
      ))}
      {!isLoggedIn && (
        <JoinBand title={texts.joinTitle} text={texts.joinText}>
          <Link to={paths.joinTeam(sluguser)} className="btn-gold px-7 text-base">
            {t('header.joinTeam')}
          </Link>
        </JoinBand>
      )}
    </>
  );
}
