import { useParams } from 'react-router';
import { DashboardGreeting } from '../../../features/accounts/components/dashboard-greeting';
import { TeamFigures } from '../../../features/team/components/team-figures';
import { useSessionStore } from '../../../shared/session/session-store';

/** Dashboard and DashboardUser (My Back Office): the member's greeting and, for ambassadors and scholars, their team's figures. */
export function DashboardRoute() {
  const { sluguser = null } = useParams();
  const userType = useSessionStore((state) => state.userType);
  return (
    <>
      <DashboardGreeting sluguser={sluguser} />
      {(userType === 'ambassador' || userType === 'scholar') && <TeamFigures />}
    </>
  );
}
