import { Outlet, useParams } from 'react-router';
import { useReferralLink } from '../../features/accounts/api/get-user-info';

/** The `/{sluguser}` tree: looks the link up (and remembers it) while its pages render. */
export function ReferralScope() {
  const { sluguser } = useParams();
  useReferralLink(sluguser);
  return <Outlet />;
}
