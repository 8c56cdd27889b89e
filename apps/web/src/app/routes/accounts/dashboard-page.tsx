import { useParams } from 'react-router';
import { DashboardGreeting } from '../../../features/accounts/components/dashboard-greeting';

/** Dashboard and DashboardUser (My Back Office): the member's greeting; the team and earnings parts join it later. */
export function DashboardPage() {
  const { sluguser = null } = useParams();
  return <DashboardGreeting sluguser={sluguser} />;
}
