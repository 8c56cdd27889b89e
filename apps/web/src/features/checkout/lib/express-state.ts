// The express widget's states (checkout §2, §3 'Widget flags', §4): idle, loading while the
// session is created, the wallet sheet, the address modal with the pending payment, processing,
// then success or error. A pure reducer; the hook runs the calls.
import type { WalletMethod } from '@upline/contract/checkout';
import type { ExpressError } from './express-errors';
import type { EditableAddress } from './wallet-address';
import { modalModeFor } from './wallet-address';
import type { Currency } from '@upline/domain/money';

export interface SessionAmounts {
  shipping_amount: number;
  tax_amount: number;
  shipping_tax_amount: number;
  total_amount: number;
}

export interface ExpressSession extends SessionAmounts {
  checkoutId: string;
  currency: Currency;
}

export interface ExpressSuccess {
  orderId: number;
  orderNumber: string;
  transactionId: string | null;
  amount: number;
  currency: Currency;
  /** Where to go next: PaymentSuccess, or the shipping update page when the wallet gave no address. */
  next: 'success' | 'shipping-update';
}

export type ExpressState =
  | { status: 'idle' }
  | { status: 'loading'; method: WalletMethod }
  | { status: 'sheet'; method: WalletMethod; session: ExpressSession }
  | { status: 'address'; method: WalletMethod; session: ExpressSession; mode: 'view' | 'edit'; address: EditableAddress; isBusy: boolean }
  | { status: 'processing'; method: WalletMethod; session: ExpressSession }
  | { status: 'success'; method: WalletMethod; result: ExpressSuccess }
  | { status: 'error'; method: WalletMethod | null; error: ExpressError; isCancel: boolean };

export type ExpressEvent =
  | { type: 'start'; method: WalletMethod }
  | { type: 'created'; session: ExpressSession }
  | { type: 'approved'; address: EditableAddress }
  | { type: 'edit' }
  | { type: 'cancel-edit' }
  | { type: 'address-busy' }
  | { type: 'amounts'; amounts: SessionAmounts; address?: EditableAddress }
  | { type: 'processing' }
  | { type: 'succeeded'; result: ExpressSuccess }
  | { type: 'failed'; error: ExpressError; isCancel?: boolean }
  | { type: 'reset' };

export const idleExpress: ExpressState = { status: 'idle' };

const sessionOf = (state: ExpressState): ExpressSession | null =>
  state.status === 'sheet' || state.status === 'address' || state.status === 'processing' ? state.session : null;

const methodOf = (state: ExpressState): WalletMethod | null => (state.status === 'idle' ? null : state.method);

/** The next state; an event that does not fit the current state changes nothing. */
export function expressReducer(state: ExpressState, event: ExpressEvent): ExpressState {
  switch (event.type) {
    case 'start':
      return state.status === 'idle' || state.status === 'error' ? { status: 'loading', method: event.method } : state;
    case 'created':
      return state.status === 'loading' ? { status: 'sheet', method: state.method, session: event.session } : state;
    case 'approved': {
      if (state.status !== 'sheet') return state;
      return { status: 'address', method: state.method, session: state.session, mode: modalModeFor(event.address), address: event.address, isBusy: false };
    }
    case 'edit':
      return state.status === 'address' ? { ...state, mode: 'edit' } : state;
    case 'cancel-edit':
      // Cancel goes back to the address as it was; an incomplete one has no view mode to return to.
      return state.status === 'address' && modalModeFor(state.address) === 'view' ? { ...state, mode: 'view' } : state;
    case 'address-busy':
      return state.status === 'address' ? { ...state, isBusy: true } : state;
    case 'amounts': {
      const session = sessionOf(state);
      if (!session || state.status === 'processing') return state;
      const next = { ...session, ...event.amounts };
      if (state.status === 'address') return { ...state, session: next, ...(event.address ? { address: event.address } : {}) };
      return state.status === 'sheet' ? { ...state, session: next } : state;
    }
    case 'processing': {
      const session = sessionOf(state);
      return session && state.status !== 'processing' && state.status !== 'idle' && state.status !== 'error' && state.status !== 'success'
        ? { status: 'processing', method: state.method, session }
        : state;
    }
    case 'succeeded':
      return state.status === 'processing' || state.status === 'sheet'
        ? { status: 'success', method: state.method, result: event.result }
        : state;
    case 'failed':
      return state.status === 'idle' || state.status === 'success' ? state : { status: 'error', method: methodOf(state), error: event.error, isCancel: event.isCancel ?? false };
    case 'reset':
      return idleExpress;
  }
}

/** Checkout §2: the widget's buttons are disabled and dimmed while it is loading or processing. */
export function isExpressBusy(state: ExpressState): boolean {
  return state.status !== 'idle' && state.status !== 'error';
}
