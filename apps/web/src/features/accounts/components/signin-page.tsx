import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { useCartStore } from '../../../shared/cart/cart-store';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';
import { SigninForm } from './signin-form';

/**
 * Signin, at /signin and /{sluguser}/signin. Its guard (accounts §2.4): arriving here while
 * logged in with items in the cart empties the cart, with the spec's notice.
 */
export function SigninPage() {
  const { t } = useTranslation('accounts');
  const { sluguser } = useParams();
  const storedSlug = useReferralSlug();
  const slug = sluguser ?? storedSlug;

  useEffect(() => {
    const isLoggedIn = useSessionStore.getState().isLoggedIn;
    const cart = useCartStore.getState();
    if (!isLoggedIn || cart.cartItems.length === 0) return;
    cart.resetCart();
    toast.warning(t('signin.cartCleared'), { duration: 6000 });
    // Only on arrival: a login made on this page must not empty the cart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="container-page flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-3xl">{t('signin.title')}</h1>
          <p className="mt-2 mb-6 text-ink-muted">{t('signin.intro')}</p>
          <SigninForm sluguser={slug} />
        </div>
        <div className="mt-6 rounded-2xl border border-cream-dark p-5 text-center text-sm">
          <p className="text-ink-muted">{t('signin.newHere')}</p>
          <div className="mt-3 flex flex-wrap justify-center gap-3">
            <Link to={paths.signup(slug)} className="btn-outline">
              {t('signin.createCustomer')}
            </Link>
            <Link to={paths.joinTeam(slug)} className="btn-gold">
              {t('signin.joinTeam')}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
