import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';
import { HeartIcon } from '../../../shared/ui/icons';
import { useWishlist } from '../api/get-wishlist';
import { useToggleWishlist } from '../api/toggle-wishlist';
import { isSaved } from '../lib/wishlist-price';

interface WishlistButtonProps {
  productId: number;
  /** Names the button for screen readers ('Add Lean Balance to your wishlist'). */
  productName?: string;
  /** 'icon': a round heart (cards, galleries); 'text': heart and words (detail page, cart rows). */
  variant?: 'icon' | 'text';
  className?: string;
}

/**
 * The wishlist heart (storefront §2): adds the product to the signed-in member's wishlist or
 * removes it. A visitor who is not signed in is sent to Signin and brought back afterwards.
 */
export function WishlistButton({ productId, productName, variant = 'icon', className = '' }: WishlistButtonProps) {
  const { t } = useTranslation('wishlist');
  const navigate = useNavigate();
  const location = useLocation();
  const sluguser = useReferralSlug();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const wishlist = useWishlist();
  const toggle = useToggleWishlist();
  const saved = isSaved(wishlist.data, productId);
  const label = productName
    ? t(saved ? 'button.removeNamed' : 'button.addNamed', { name: productName })
    : t(saved ? 'button.remove' : 'button.add');

  const onClick = () => {
    if (!isLoggedIn) {
      void navigate(paths.signin(sluguser), { state: { from: location } });
      return;
    }
    toggle.mutate(
      { productId, isSaved: saved },
      {
        onSuccess: () => toast.success(t(saved ? 'removed' : 'added'), { duration: 2000 }),
        onError: () => toast.error(t('failed'), { duration: 3000 }),
      },
    );
  };

  const heart = <HeartIcon className={`size-5 ${saved ? 'fill-current' : ''}`} />;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={isLoggedIn ? saved : undefined}
      aria-label={variant === 'icon' ? label : undefined}
      disabled={toggle.isPending}
      data-testid="wishlist-button"
      className={
        variant === 'icon'
          ? `inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand shadow-sm ring-1 ring-cream-dark hover:bg-white disabled:opacity-60 ${className}`
          : `inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand hover:bg-sage-light disabled:opacity-60 ${className}`
      }
    >
      {heart}
      {variant === 'text' && <span>{saved ? t('button.savedText') : t('button.saveText')}</span>}
    </button>
  );
}
