/* global window, document, location, Option */
// TEST DOUBLE of Safari's Apple Pay JS API for the wallet journeys: window.ApplePaySession and
// window.ApplePayError, installed before the shop's scripts (context.addInitScript). Not Apple's
// code: a small sheet in the page stands for Apple's payment sheet, and it behaves like Safari
// where the shop can tell:
// - canMakePayments() is true (a device with a card in Wallet); one session at a time; the
//   payment request must have a total, a currency, a country, networks and capabilities;
// - begin() shows the sheet and asks for merchant validation (onvalidatemerchant with an Apple
//   validation URL); the sheet goes on only with a merchant session for this page's domain;
// - the buyer has two contacts (Chicago, Illinois; Portland, Oregon); each choice is reported
//   redacted (city, region, postal code, country) to onshippingcontactselected, and Pay waits for
//   completeShippingContactSelection (its errors refuse the contact);
// - Pay sends onpaymentauthorized with a token and the contacts, holding only the fields the
//   request asked for, then waits for completePayment (a failure stays on screen until the
//   buyer closes it); Cancel sends oncancel.
(() => {
  if (window.top !== window) return;

  const contacts = [
    { givenName: 'Pat', familyName: 'Buyer', emailAddress: 'pat.apple@example.com', phoneNumber: '312 555 0100', addressLines: ['9 Harbour Road'], locality: 'Chicago', administrativeArea: 'IL', postalCode: '60601', countryCode: 'US', country: 'United States' },
    { givenName: 'Pat', familyName: 'Buyer', emailAddress: 'pat.apple@example.com', phoneNumber: '312 555 0100', addressLines: ['500 Pine Street'], locality: 'Portland', administrativeArea: 'OR', postalCode: '97204', countryCode: 'US', country: 'United States' },
  ];
  const describe = (c) => `${c.givenName} ${c.familyName}, ${c.addressLines[0]}, ${c.locality}, ${c.administrativeArea} ${c.postalCode}`;
  const redacted = (c) => ({ locality: c.locality, administrativeArea: c.administrativeArea, postalCode: c.postalCode, countryCode: c.countryCode, country: c.country });
  /** The contact with only what the request asked for ('postalAddress', 'name', 'email', 'phone'). */
  const asked = (c, fields) => ({
    ...(fields.includes('name') ? { givenName: c.givenName, familyName: c.familyName } : {}),
    ...(fields.includes('email') ? { emailAddress: c.emailAddress } : {}),
    ...(fields.includes('phone') ? { phoneNumber: c.phoneNumber } : {}),
    ...(fields.includes('postalAddress') ? { addressLines: c.addressLines, locality: c.locality, administrativeArea: c.administrativeArea, postalCode: c.postalCode, countryCode: c.countryCode, country: c.country } : {}),
  });

  class ApplePayError {
    constructor(code, contactField, message) {
      this.code = code;
      this.contactField = contactField;
      this.message = message;
    }
  }

  /** The session on screen: Safari runs one at a time. */
  const sessions = { active: null };

  const el = (tag, props = {}, children = []) => {
    const node = Object.assign(document.createElement(tag), props);
    for (const child of children) node.append(child);
    return node;
  };

  class ApplePaySession {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static canMakePayments() {
      return true;
    }
    static canMakePaymentsWithActiveCard() {
      return Promise.resolve(true);
    }
    static supportsVersion(version) {
      return version >= 1 && version <= 14;
    }

    constructor(version, request) {
      if (!ApplePaySession.supportsVersion(version)) throw new TypeError(`Apple Pay version ${version} is not supported`);
      const r = request ?? {};
      if (!r.total?.label || !/^\d+\.\d{2}$/.test(String(r.total.amount))) throw new TypeError('The payment request needs a total with a label and an amount');
      if (!r.currencyCode || !r.countryCode || !r.supportedNetworks?.length || !r.merchantCapabilities?.length) throw new TypeError('The payment request is incomplete');
      if (sessions.active) throw new Error('Page already has an active payment session.');
      this.request = r;
      this.total = r.total;
      this.lineItems = r.lineItems ?? [];
      this.onvalidatemerchant = null;
      this.onshippingcontactselected = null;
      this.onpaymentauthorized = null;
      this.oncancel = null;
      this.sheet = null;
    }

    begin() {
      sessions.active = this;
      this.render();
      this.setStatus('Contacting the merchant…', false);
      this.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession' });
    }

    completeMerchantValidation(merchantSession) {
      if (!merchantSession?.merchantSessionIdentifier || merchantSession.domainName !== location.hostname) {
        this.setStatus('Merchant validation failed.', false);
        this.close();
        this.oncancel?.({});
        return;
      }
      this.ui.choice.hidden = false;
      this.choose(0);
    }

    choose(index) {
      this.ui.select.value = String(index);
      this.setStatus('Updating…', false);
      if (!this.onshippingcontactselected) {
        this.setStatus('', true);
        return;
      }
      this.onshippingcontactselected({ shippingContact: redacted(contacts[index]) });
    }

    completeShippingContactSelection(update, _methods, total, lineItems) {
      const u = typeof update === 'object' && update !== null ? update : { newTotal: total, newLineItems: lineItems, errors: update === ApplePaySession.STATUS_FAILURE ? [new ApplePayError('shippingContactInvalid', 'postalAddress', 'Invalid address')] : [] };
      this.total = u.newTotal ?? this.total;
      this.lineItems = u.newLineItems ?? this.lineItems;
      this.showAmounts();
      const error = u.errors?.[0];
      this.setStatus(error ? error.message : '', !error);
      this.ui.error.hidden = !error;
      this.ui.error.textContent = error?.message ?? '';
    }

    completePayment(result) {
      const status = typeof result === 'object' && result !== null ? result.status : result;
      if (status === ApplePaySession.STATUS_SUCCESS) {
        this.setStatus('Done', false);
        setTimeout(() => this.close(), 300);
        return;
      }
      // Safari keeps a failed sheet open until the buyer closes it (which is a cancel).
      this.setStatus('Payment Not Completed', false);
    }

    abort() {
      this.close();
    }

    // The sheet.
    render() {
      const select = el('select', { id: 'applepay-standin-contact' });
      contacts.forEach((c, i) => select.add(new Option(describe(c), String(i))));
      select.addEventListener('change', () => this.choose(Number(select.value)));
      const pay = el('button', { type: 'button', textContent: 'Pay', disabled: true });
      const cancel = el('button', { type: 'button', textContent: 'Cancel' });
      const amounts = el('dl', { className: 'amounts' });
      const error = el('p', { role: 'alert', hidden: true });
      const status = el('p', { className: 'status' });
      const choice = el('div', { hidden: true }, [el('label', { htmlFor: 'applepay-standin-contact', textContent: 'Ship to' }), select]);
      const sheet = el('section', {}, [el('h2', { textContent: 'Apple Pay' }), amounts, choice, error, status, pay, cancel]);
      sheet.setAttribute('role', 'dialog');
      sheet.setAttribute('aria-label', 'Apple Pay (test double)');
      Object.assign(sheet.style, {
        position: 'fixed', right: '16px', bottom: '16px', width: '340px', zIndex: '2147483647', pointerEvents: 'auto',
        background: '#fff', color: '#000', border: '1px solid #ccc', borderRadius: '16px', padding: '16px', font: '14px/1.4 system-ui, sans-serif', boxShadow: '0 8px 32px rgba(0,0,0,.35)',
      });
      Object.assign(amounts.style, { display: 'grid', gridTemplateColumns: '1fr auto', gap: '2px 12px', margin: '8px 0' });
      Object.assign(select.style, { display: 'block', width: '100%', boxSizing: 'border-box', font: 'inherit' });
      for (const button of [pay, cancel]) Object.assign(button.style, { display: 'block', width: '100%', marginTop: '8px', padding: '10px', borderRadius: '10px', border: '0', font: 'inherit', cursor: 'pointer' });
      Object.assign(pay.style, { background: '#000', color: '#fff' });
      pay.addEventListener('click', () => this.authorize());
      cancel.addEventListener('click', () => {
        this.close();
        this.oncancel?.({});
      });
      this.ui = { select, pay, amounts, error, status, choice };
      this.sheet = sheet;
      document.body.append(sheet);
      this.showAmounts();
    }

    showAmounts() {
      const { amounts } = this.ui;
      amounts.replaceChildren();
      for (const line of this.lineItems) {
        amounts.append(el('dt', { textContent: line.label }), el('dd', { textContent: line.type === 'pending' ? 'Pending' : `$${line.amount}`, style: 'margin:0;text-align:right' }));
      }
      const total = el('dd', { textContent: `$${this.total.amount}`, style: 'margin:0;text-align:right;font-weight:700' });
      total.dataset.testid = 'applepay-total';
      amounts.append(el('dt', { textContent: `Pay ${this.total.label}` }), total);
    }

    setStatus(text, canPay) {
      this.ui.status.textContent = text;
      this.ui.pay.disabled = !canPay;
    }

    authorize() {
      const contact = contacts[Number(this.ui.select.value)];
      const token = {
        paymentData: { version: 'EC_v1', data: 'test-double-encrypted-payment-data', signature: 'test-double', header: { transactionId: 'standin' } },
        paymentMethod: { displayName: 'Visa 1111', network: 'Visa', type: 'debit' },
        transactionIdentifier: `STANDIN-${Date.now()}`,
      };
      this.setStatus('Processing…', false);
      this.onpaymentauthorized?.({
        payment: {
          token,
          shippingContact: asked(contact, this.request.requiredShippingContactFields ?? []),
          billingContact: asked(contact, this.request.requiredBillingContactFields ?? []),
        },
      });
    }

    close() {
      this.sheet?.remove();
      this.sheet = null;
      if (sessions.active === this) sessions.active = null;
    }
  }

  window.ApplePaySession = ApplePaySession;
  window.ApplePayError = ApplePayError;
})();
