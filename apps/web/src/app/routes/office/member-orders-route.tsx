import { MemberOrdersPage } from '../../../features/orders/components/member-orders-page';
import { AutoshipList } from '../../../features/subscriptions/components/autoship-list';

/** Orders with the member's autoships on the AutoShip Orders tab (two capabilities composed here). */
export function MemberOrdersRoute() {
  return <MemberOrdersPage autoshipPanel={<AutoshipList />} />;
}
