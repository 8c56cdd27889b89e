import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../shared/paths';

/**
 * The payment-failed page (accounts §2.8, checkout §2): clears the stored session id (through
 * `onClear`, given by the route) and sends the browser to /order, without any message.
 */
export function PaymentFailedPage({ onClear }: { onClear: () => void }) {
  useEffect(() => {
    onClear();
  }, [onClear]);
  return <Navigate to={paths.order()} replace />;
}
