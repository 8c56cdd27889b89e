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
// With the `applepay` / `googlepay` components in its address it also offers paypal.Applepay()
// (config, validateMerchant, confirmOrder) and paypal.Googlepay() (config, confirmOrder,
// initiatePayerAction), which ask PayPal (the local fake, through the journeys' routes) what the
// real components ask: the wallets' configuration and Apple's merchant session (GraphQL with
// the client id), and confirm-payment-source with a browser token for the client id. Like the
// SDK it honours data-namespace, so a second copy loaded for a wallet leaves window.paypal alone.
(() => {
  const PAYPAL = 'https://www.paypal.com';
  const script = document.currentScript;
  const query = new URL(script?.src ?? `${PAYPAL}/sdk/js`).searchParams;
  const clientId = query.get('client-id') ?? '';
  const components = (query.get('components') ?? 'buttons').split(',');
  const namespace = script?.getAttribute('data-namespace') || 'paypal';
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
      // A journey can make the buttons ineligible (window.__paypalStandinIneligible = true, set before the page loads).
      isEligible: () => fundingSource === FUNDING.PAYPAL && window.__paypalStandinIneligible !== true,
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

  /** A GraphQL query to PayPal with the client id, as the wallet components send them. */
  async function graphql(operation, variables) {
    const response = await fetch(`${PAYPAL}/graphql?${operation}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `query ${operation} { standin }`, variables }),
    });
    if (!response.ok) throw new Error(`PayPal answered ${response.status} to ${operation}`);
    const body = await response.json();
    if (body.errors?.length) throw new Error(body.errors[0].message);
    return body.data;
  }

  /** confirm-payment-source with a token PayPal issues to the browser for the client id alone. */
  async function confirmPaymentSource(orderId, paymentSource) {
    const auth = await fetch(`${PAYPAL}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${btoa(`${clientId}:`)}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!auth.ok) throw new Error('PayPal refused the client id');
    const { access_token: token } = await auth.json();
    const response = await fetch(`${PAYPAL}/v2/checkout/orders/${encodeURIComponent(orderId)}/confirm-payment-source`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ payment_source: paymentSource }),
    });
    const body = await response.json();
    if (!response.ok) throw new Error(body.details?.[0]?.description ?? body.message ?? `PayPal answered ${response.status}`);
    return body;
  }

  function Applepay() {
    return {
      async config() {
        const { applepayConfig: c } = await graphql('GetApplepayConfig', { clientId, buyerCountry: null, merchantId: [] });
        return { isEligible: c.isEligible, countryCode: c.merchantCountry, currencyCode: query.get('currency') ?? 'USD', merchantCapabilities: c.merchantCapabilities, supportedNetworks: c.supportedNetworks };
      },
      async validateMerchant({ validationUrl }) {
        const data = await graphql('GetApplePayMerchantSession', { url: validationUrl, clientID: clientId, merchantDomain: location.hostname });
        return { merchantSession: JSON.parse(atob(data.applePayMerchantSession.session)) };
      },
      async confirmOrder({ orderId, token, billingContact, shippingContact }) {
        const order = await confirmPaymentSource(orderId, { apple_pay: { token, billing_contact: billingContact, shipping_contact: shippingContact } });
        return { approveApplePayPayment: { status: order.status } };
      },
    };
  }

  function Googlepay() {
    return {
      async config() {
        const { googlePayConfig: c } = await graphql('GetGooglePayConfig', { clientId, buyerCountry: null, merchantId: [] });
        return c;
      },
      async confirmOrder({ orderId, paymentMethodData }) {
        const info = paymentMethodData?.info ?? {};
        const order = await confirmPaymentSource(orderId, {
          google_pay: {
            card: { type: 'CREDIT', brand: info.cardNetwork, last_digits: info.cardDetails, billing_address: info.billingAddress },
            token: paymentMethodData?.tokenizationData?.token,
          },
        });
        return { id: order.id, status: order.status, payment_source: order.payment_source, links: order.links };
      },
      // The bank's 3-D Secure challenge, which the buyer passes here at once.
      async initiatePayerAction({ orderId }) {
        const response = await fetch(`${PAYPAL}/buyer/orders/${encodeURIComponent(orderId)}/approve`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
        if (!response.ok) throw new Error('The card could not be authenticated');
        return { liabilityShift: 'POSSIBLE' };
      },
    };
  }

  window[namespace] = {
    version: 'test-double',
    FUNDING,
    Buttons,
    getFundingSources: () => [FUNDING.PAYPAL],
    isFundingEligible: (source) => source === FUNDING.PAYPAL,
    ...(components.includes('applepay') ? { Applepay } : {}),
    ...(components.includes('googlepay') ? { Googlepay } : {}),
  };
})();
