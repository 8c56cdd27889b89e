/* global window, document, Option */
// TEST DOUBLE of Google's Pay API script for the wallet journeys, served by the journeys' routes
// at https://pay.google.com/gp/p/js/pay.js. Not Google's code: it offers what the shop uses —
// google.payments.api.PaymentsClient({ environment }) with isReadyToPay and loadPaymentData —
// and behaves like Google Pay where the shop can tell:
// - requests are checked as the API checks them (version 2, a CARD method tokenized through a
//   payment gateway, a total); a bad one is refused with DEVELOPER_ERROR;
// - loadPaymentData shows a small sheet in the page with the total, the buyer's saved addresses
//   in the countries the request allows and the saved cards of the networks it allows (one of
//   them, for the journeys, comes back without token data), Continue and Cancel;
// - Continue answers the payment data with the fields the request asked for (e-mail, shipping
//   address with phone); Cancel rejects with statusCode CANCELED.
(() => {
  const addresses = [
    { name: 'Gail Google', address1: '9 Harbour Road', locality: 'Chicago', administrativeArea: 'IL', postalCode: '60601', countryCode: 'US', phoneNumber: '+1 312-555-0199' },
    { name: 'Gail Google', address1: '1 Bay Street', locality: 'Toronto', administrativeArea: 'ON', postalCode: 'M5J 2N8', countryCode: 'CA', phoneNumber: '+1 416-555-0199' },
    { name: 'Gail Google', address1: '10 Downing Street', locality: 'London', administrativeArea: '', postalCode: 'SW1A 2AA', countryCode: 'GB', phoneNumber: '+44 20 7946 0000' },
  ];
  const cards = [
    { label: 'Visa •••• 1111', network: 'VISA', details: '1111', hasToken: true },
    { label: 'Mastercard •••• 4444', network: 'MASTERCARD', details: '4444', hasToken: true },
    { label: 'JCB •••• 0000', network: 'JCB', details: '0000', hasToken: true },
    { label: 'Visa •••• 4242 (test: no token data)', network: 'VISA', details: '4242', hasToken: false },
  ];
  const describe = (a) => `${a.name}, ${a.address1}, ${a.locality}, ${a.administrativeArea ? `${a.administrativeArea} ` : ''}${a.postalCode}, ${a.countryCode}`;
  const developerError = (statusMessage) => ({ statusCode: 'DEVELOPER_ERROR', statusMessage });

  const cardMethodOf = (request) => (request?.allowedPaymentMethods ?? []).find((m) => m.type === 'CARD');

  function checkRequest(request, isPayment) {
    if (request?.apiVersion !== 2) return 'apiVersion 2 is required';
    const card = cardMethodOf(request);
    if (!card?.parameters?.allowedCardNetworks?.length || !card.parameters.allowedAuthMethods?.length) return 'A CARD payment method with networks and auth methods is required';
    if (!isPayment) return null;
    if (card.tokenizationSpecification?.type !== 'PAYMENT_GATEWAY' || !card.tokenizationSpecification.parameters?.gateway) return 'A payment gateway tokenization is required';
    const info = request.transactionInfo ?? {};
    if (!info.currencyCode || !info.totalPriceStatus || !/^\d+(\.\d{1,2})?$/.test(String(info.totalPrice ?? ''))) return 'transactionInfo needs currencyCode, totalPriceStatus and totalPrice';
    return null;
  }

  const el = (tag, props = {}, children = []) => {
    const node = Object.assign(document.createElement(tag), props);
    for (const child of children) node.append(child);
    return node;
  };

  function showSheet(request) {
    return new Promise((resolve, reject) => {
      const card = cardMethodOf(request);
      const countries = request.shippingAddressParameters?.allowedCountryCodes;
      const offered = addresses.filter((a) => !countries || countries.includes(a.countryCode));
      const usable = cards.filter((c) => card.parameters.allowedCardNetworks.includes(c.network));
      const shipTo = el('select', { id: 'googlepay-standin-address' });
      offered.forEach((a, i) => shipTo.add(new Option(describe(a), String(i))));
      const pay = el('select', { id: 'googlepay-standin-card' });
      usable.forEach((c, i) => pay.add(new Option(c.label, String(i))));
      const total = el('p', { textContent: `Total ${request.transactionInfo.totalPrice} ${request.transactionInfo.currencyCode}` });
      total.dataset.testid = 'googlepay-total';
      const proceed = el('button', { type: 'button', textContent: 'Continue' });
      const cancel = el('button', { type: 'button', textContent: 'Cancel' });
      const fields = [total];
      if (request.shippingAddressRequired) fields.push(el('label', { htmlFor: shipTo.id, textContent: 'Ship to' }), shipTo);
      fields.push(el('label', { htmlFor: pay.id, textContent: 'Card' }), pay, proceed, cancel);
      const sheet = el('section', {}, [el('h2', { textContent: 'Google Pay' }), ...fields]);
      sheet.setAttribute('role', 'dialog');
      sheet.setAttribute('aria-label', 'Google Pay (test double)');
      Object.assign(sheet.style, {
        position: 'fixed', left: '50%', top: '10%', transform: 'translateX(-50%)', width: '360px', zIndex: '2147483647', pointerEvents: 'auto',
        background: '#fff', color: '#202124', border: '1px solid #dadce0', borderRadius: '8px', padding: '16px', font: '14px/1.4 system-ui, sans-serif', boxShadow: '0 8px 32px rgba(0,0,0,.35)',
      });
      for (const node of [shipTo, pay, proceed, cancel]) Object.assign(node.style, { display: 'block', width: '100%', boxSizing: 'border-box', marginTop: '8px', font: 'inherit' });
      const close = () => sheet.remove();
      proceed.addEventListener('click', () => {
        close();
        const address = offered[Number(shipTo.value)];
        const chosen = usable[Number(pay.value)];
        const gateway = card.tokenizationSpecification.parameters;
        const token = JSON.stringify({ signature: 'test-double', protocolVersion: 'ECv2', signedMessage: JSON.stringify({ gateway: gateway.gateway, gatewayMerchantId: gateway.gatewayMerchantId, card: chosen.details }) });
        const withPhone = request.shippingAddressParameters?.phoneNumberRequired ? address : { ...address, phoneNumber: undefined };
        resolve({
          apiVersion: 2,
          apiVersionMinor: 0,
          ...(request.emailRequired ? { email: 'gail.google@example.com' } : {}),
          ...(request.shippingAddressRequired ? { shippingAddress: withPhone } : {}),
          paymentMethodData: {
            type: 'CARD',
            description: chosen.label,
            info: { cardNetwork: chosen.network, cardDetails: chosen.details },
            ...(chosen.hasToken ? { tokenizationData: { type: 'PAYMENT_GATEWAY', token } } : {}),
          },
        });
      });
      cancel.addEventListener('click', () => {
        close();
        reject({ statusCode: 'CANCELED', statusMessage: 'User closed the Payment Request UI.' });
      });
      document.body.append(sheet);
    });
  }

  class PaymentsClient {
    constructor(options = {}) {
      if (options.environment !== 'TEST' && options.environment !== 'PRODUCTION') throw new Error('environment must be TEST or PRODUCTION');
      this.environment = options.environment;
    }

    isReadyToPay(request) {
      const problem = checkRequest(request, false);
      return problem ? Promise.reject(developerError(problem)) : Promise.resolve({ result: true });
    }

    loadPaymentData(request) {
      const problem = checkRequest(request, true);
      return problem ? Promise.reject(developerError(problem)) : showSheet(request);
    }

    createButton({ onClick }) {
      const button = el('button', { type: 'button', textContent: 'Buy with G Pay' });
      button.addEventListener('click', onClick);
      return button;
    }

    prefetchPaymentData() {}
  }

  window.google = window.google ?? {};
  window.google.payments = { api: { PaymentsClient } };
})();
