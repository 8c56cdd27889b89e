/* global window, document, location */
// TEST DOUBLE of the PayPal JS SDK for the journeys, served by the journeys' routes at the address
// @paypal/react-paypal-js loads (https://www.paypal.com/sdk/js?client-id=…). Not PayPal's code: it
// offers only what the shop uses — paypal.Buttons({ createOrder, onApprove, onCancel, onError,
// onShippingAddressChange, onClick, onInit }) with isEligible, render and close — and behaves like
// the SDK where the shop can tell:
// - the button is in a frame from www.paypal.com (paypal-buttons.html);
// - a click opens PayPal's window at once, calls createOrder, then shows the order there
//   (https://www.paypal.com/checkoutnow?token=<id>, paypal-checkout.html), where the buyer picks a
//   shipping address (reported to onShippingAddressChange, whose rejection refuses the address),
//   approves (the window approves the order at PayPal, routed to the local PayPal fake of
//   apps/api/test/fakes/paypal-fake.ts, then onApprove({ orderID, payerID })) or cancels
//   (onCancel({ orderID }), also when the window is closed);
// - an error thrown by createOrder or onApprove goes to onError.
(() => {
  const PAYPAL = 'https://www.paypal.com';
  const FUNDING = { PAYPAL: 'paypal', VENMO: 'venmo', PAYLATER: 'paylater', CREDIT: 'credit', CARD: 'card' };
  const shippingErrors = { ADDRESS_ERROR: 'ADDRESS_ERROR', COUNTRY_ERROR: 'COUNTRY_ERROR', STATE_ERROR: 'STATE_ERROR', ZIP_ERROR: 'ZIP_ERROR' };

  /** Waits for the buyer in PayPal's window: 'approved' (with payerID) or 'cancelled'. */
  function buyerOutcome(popup, orderID, onShippingAddressChange) {
    return new Promise((resolve) => {
      const finish = (outcome) => {
        window.clearInterval(closedCheck);
        window.removeEventListener('message', onMessage);
        resolve(outcome);
      };
      const onMessage = async (event) => {
        const message = event.data ?? {};
        if (event.origin !== PAYPAL || event.source !== popup || message.orderID !== orderID) return;
        if (message.type === 'shipping-address-change') {
          let isAccepted = true;
          const actions = { reject: async () => void (isAccepted = false) };
          try {
            await onShippingAddressChange({ orderID, shippingAddress: message.shippingAddress, errors: shippingErrors }, actions);
          } catch {
            isAccepted = false;
          }
          popup.postMessage({ type: 'shipping-address-change-result', orderID, isAccepted }, PAYPAL);
        } else if (message.type === 'approved' || message.type === 'cancelled') {
          finish(message);
        }
      };
      const closedCheck = window.setInterval(() => popup.closed && finish({ type: 'cancelled' }), 250);
      window.addEventListener('message', onMessage);
    });
  }

  function Buttons(options = {}) {
    const fundingSource = options.fundingSource ?? FUNDING.PAYPAL;
    let isEnabled = true;
    let isBusy = false;
    let frame = null;
    const initActions = { enable: async () => void (isEnabled = true), disable: async () => void (isEnabled = false) };

    async function pay() {
      if (isBusy || !frame) return;
      if (options.onClick) {
        let isAllowed = true;
        const returned = await options.onClick({ fundingSource }, { resolve: async () => void (isAllowed = true), reject: async () => void (isAllowed = false) });
        if (returned === false || !isAllowed) return;
      }
      if (!isEnabled) return;
      isBusy = true;
      // PayPal opens its window straight away (it must follow the click), then loads the order.
      const popup = window.open('', 'paypal_checkout_standin', 'popup,width=480,height=640');
      try {
        let orderID;
        try {
          orderID = await options.createOrder({ paymentSource: fundingSource }, {});
        } catch (error) {
          popup?.close();
          options.onError?.(error);
          return;
        }
        if (!popup) {
          options.onError?.(new Error('The PayPal window could not be opened.'));
          return;
        }
        const query = new URLSearchParams({
          token: orderID,
          standin_origin: location.origin,
          standin_shipping_callback: options.onShippingAddressChange ? '1' : '0',
        });
        popup.location.href = `${PAYPAL}/checkoutnow?${query}`;
        const outcome = await buyerOutcome(popup, orderID, options.onShippingAddressChange);
        try {
          if (outcome.type === 'approved') await options.onApprove?.({ orderID, payerID: outcome.payerID, paymentSource: fundingSource }, {});
          else await options.onCancel?.({ orderID });
        } catch (error) {
          options.onError?.(error);
        }
      } finally {
        isBusy = false;
      }
    }

    const onFrameMessage = (event) => {
      if (event.origin === PAYPAL && frame && event.source === frame.contentWindow && event.data?.type === 'click') void pay();
    };

    return {
      isEligible: () => fundingSource === FUNDING.PAYPAL,
      async render(target) {
        const container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) throw new Error(`Document is ready and element ${target} does not exist`);
        frame = document.createElement('iframe');
        frame.title = 'PayPal';
        frame.name = '__zoid__paypal_buttons__standin';
        frame.setAttribute('scrolling', 'no');
        frame.src = `${PAYPAL}/smart/buttons?${new URLSearchParams({ origin: location.origin })}`;
        Object.assign(frame.style, { border: 'none', width: '100%', height: '48px', display: 'block', background: 'transparent' });
        window.addEventListener('message', onFrameMessage);
        container.appendChild(frame);
        options.onInit?.({}, initActions);
      },
      async close() {
        window.removeEventListener('message', onFrameMessage);
        frame?.remove();
        frame = null;
      },
      async updateProps() {},
      hasReturned: () => false,
    };
  }

  window.paypal = {
    version: 'test-double',
    FUNDING,
    Buttons,
    getFundingSources: () => [FUNDING.PAYPAL],
    isFundingEligible: (source) => source === FUNDING.PAYPAL,
  };
})();
