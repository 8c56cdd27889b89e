import { useParams } from 'react-router';
import { AddressSummary } from '../../../features/accounts/components/address-summary';
import { MembershipPlan } from '../../../features/subscriptions/components/membership-plan';

/** Plan (Membership Payment): the scholar's website plan, with the member's addresses on the payment form. */
export function PlanRoute() {
  const { sluguser = null } = useParams();
  return <MembershipPlan addressSummary={<AddressSummary sluguser={sluguser} />} />;
}
