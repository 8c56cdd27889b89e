import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { memberMenuLink } from '../../../shared/member-menu/member-menu';
import { paths } from '../../../shared/paths';
import { useReferralSlug, useSessionStore } from '../../../shared/session/session-store';
import { ChevronDownIcon, UserIcon } from '../../../shared/ui/icons';
import { useLogout } from '../api/logout';

const itemClass =
  'flex min-h-10 w-full cursor-pointer items-center rounded-lg px-3 text-sm text-ink outline-none data-[highlighted]:bg-sage-light';

/**
 * The 'Hi, {firstname}' menu of a signed-in member: Dashboard and Change Password (where the side
 * menu's lead), and Log Out. `defaultOpen`: the member pressed it while its code was loading.
 */
export function UserMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const firstname = useSessionStore((state) => state.userData?.firstname ?? '');
  const sluguser = useReferralSlug();
  const isStaff = useSessionStore((state) => state.userData?.is_admin === true);
  const logout = useLogout({
    onDone: () => {
      toast.success(t('header.loggedOut'));
      // Synchronously, so that Home is shown before the login state is cleared.
      return navigate(paths.home(), { flushSync: true });
    },
  });

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className="inline-flex min-h-11 max-w-48 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink hover:bg-cream-dark">
        <UserIcon className="size-5 shrink-0" />
        <span className="truncate">{t('header.greeting', { firstname })}</span>
        <ChevronDownIcon className="size-4 shrink-0" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-xl border border-cream-dark bg-white p-1.5 shadow-lg"
        >
          {isStaff && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={paths.admin()}>{t('header.admin')}</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={memberMenuLink('dashboard')(sluguser)}>{t('header.dashboard')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={memberMenuLink('changePassword')(sluguser)}>{t('header.changePassword')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-cream-dark" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={logout.isPending}
            onSelect={() => logout.mutate()}
          >
            {t('header.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
