import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../shared/paths';
import { useLogout } from '../api/logout';

/** Log Out as a plain button (mobile menu, side menu); goes Home afterwards. */
export function LogoutButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout({
    onDone: () => {
      toast.success(t('header.loggedOut'));
      // Synchronously, so that Home is shown before the login state is cleared.
      return navigate(paths.home(), { flushSync: true });
    },
  });
  return (
    <button type="button" className={className} disabled={logout.isPending} onClick={() => logout.mutate()}>
      {t('header.logout')}
    </button>
  );
}
