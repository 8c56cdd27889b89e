/* global window, document, location */
// TEST DOUBLE of Stripe.js for the journeys, served by the journeys' routes at the address that
// @stripe/stripe-js loads (https://js.stripe.com/clover/stripe.js). Not Stripe's code: it offers
// only what the shop uses, and behaves like Stripe.js where the shop can tell:
// - Stripe(publishableKey) with elements().create('card'), mount, on/off('change'…), focus,
//   destroy, and elements.getElement(CardElement) as @stripe/react-stripe-js calls it;
// - createPaymentMethod, confirmCardPayment, handleNextAction({ clientSecret }) (answers
//   { paymentIntent } or { error: { message } } once the challenge is answered),
//   retrievePaymentIntent, and what @stripe/react-stripe-js checks for (createToken…);
// - the card is typed in a frame from js.stripe.com (stripe-card-frame.html) that creates the
//   payment method itself, so the card never reaches the shop's page;
// - calls go to https://api.stripe.com with the publishable key as `key`, which the journeys
//   route to the local Stripe fake (apps/api/test/fakes/stripe-fake.ts);
// - 3-D Secure shows Stripe's test challenge in a frame from hooks.stripe.com
//   (stripe-3d-secure.html: Complete or Fail).
(() => {
  const API = 'https://api.stripe.com';
  const JS_ORIGIN = 'https://js.stripe.com';
  const HOOKS_ORIGIN = 'https://hooks.stripe.com';
  let frames = 0;

  /** Stripe's form encoding: { card: { number: 1 } } becomes card[number]=1. */
  const encode = (params, prefix = '', out = new URLSearchParams()) => {
    for (const [name, value] of Object.entries(params)) {
      if (value === undefined || value === null) continue;
      const key = prefix ? `${prefix}[${name}]` : name;
      if (typeof value === 'object') encode(value, key, out);
      else out.append(key, String(value));
    }
    return out;
  };
  const intentIdOf = (clientSecret) => String(clientSecret).split('_secret_')[0];
  const integrationError = (message) => ({ error: { type: 'integration_error', message } });

  /** The card Element: a frame from js.stripe.com, spoken to with postMessage. */
  function createCardElement(publishableKey, onDestroy) {
    const listeners = new Map();
    const answers = new Map();
    let requests = 0;
    let iframe = null;
    let markReady;
    let ready = new Promise((resolve) => (markReady = resolve));
    const emit = (event, payload) => (listeners.get(event) ?? new Set()).forEach((listener) => listener(payload));

    const onMessage = (event) => {
      if (event.origin !== JS_ORIGIN || !iframe || event.source !== iframe.contentWindow) return;
      const message = event.data ?? {};
      if (message.type === 'answer') {
        answers.get(message.requestId)?.(message.result);
        answers.delete(message.requestId);
      } else if (message.type === 'ready') {
        markReady();
        emit('ready', { elementType: 'card' });
      } else if (message.type === 'change') {
        emit('change', { elementType: 'card', ...message.payload });
      } else if (message.type === 'focus' || message.type === 'blur') {
        emit(message.type, { elementType: 'card' });
      }
    };
    const post = (message) => iframe?.contentWindow?.postMessage(message, JS_ORIGIN);

    const element = {
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        if (!node) throw new Error(`IntegrationError: The selector you specified (${target}) applies to no DOM elements.`);
        iframe = document.createElement('iframe');
        iframe.name = `__privateStripeFrame${++frames}`;
        iframe.title = 'Secure card payment input frame';
        iframe.setAttribute('frameborder', '0');
        iframe.setAttribute('scrolling', 'no');
        iframe.src = `${JS_ORIGIN}/standin/card-frame.html#origin=${encodeURIComponent(location.origin)}`;
        Object.assign(iframe.style, { border: 'none', width: '100%', height: '24px', display: 'block', background: 'transparent' });
        window.addEventListener('message', onMessage);
        node.appendChild(iframe);
      },
      unmount() {
        window.removeEventListener('message', onMessage);
        iframe?.remove();
        iframe = null;
        ready = new Promise((resolve) => (markReady = resolve));
      },
      destroy() {
        element.unmount();
        listeners.clear();
        onDestroy();
      },
      on(event, listener) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event).add(listener);
        return element;
      },
      off(event, listener) {
        if (listener) listeners.get(event)?.delete(listener);
        else listeners.delete(event);
        return element;
      },
      once(event, listener) {
        const once = (payload) => {
          element.off(event, once);
          listener(payload);
        };
        return element.on(event, once);
      },
      focus() {
        iframe?.focus();
        post({ type: 'focus' });
      },
      blur() {
        post({ type: 'blur' });
      },
      clear() {
        post({ type: 'clear' });
      },
      update() {},
      /** The frame checks the card and creates its payment method at Stripe. */
      async createPaymentMethodInFrame(billingDetails) {
        if (!iframe) return integrationError('The card Element is not mounted.');
        await ready;
        return new Promise((resolve) => {
          const requestId = ++requests;
          answers.set(requestId, resolve);
          post({ type: 'createPaymentMethod', requestId, key: publishableKey, billing_details: billingDetails ?? {} });
        });
      },
    };
    return element;
  }

  /** Stripe's 3-D Secure test challenge in a frame over the page; resolves once it is answered. */
  function challenge(paymentIntentId, clientSecret) {
    return new Promise((resolve) => {
      const frame = document.createElement('iframe');
      frame.name = `__privateStripeFrame${++frames}`;
      frame.title = '3D Secure challenge';
      const hash = new URLSearchParams({ payment_intent: paymentIntentId, client_secret: clientSecret, origin: location.origin });
      frame.src = `${HOOKS_ORIGIN}/standin/3d-secure.html#${hash}`;
      Object.assign(frame.style, { position: 'fixed', inset: '0', width: '100vw', height: '100vh', border: 'none', zIndex: '2147483647', background: 'transparent' });
      const onMessage = (event) => {
        if (event.origin !== HOOKS_ORIGIN || event.source !== frame.contentWindow || event.data?.type !== 'challenge-answered') return;
        window.removeEventListener('message', onMessage);
        frame.remove();
        resolve();
      };
      window.addEventListener('message', onMessage);
      document.body.appendChild(frame);
    });
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw new Error(`IntegrationError: Invalid API Key provided: ${publishableKey}`);
    }
    const call = async (method, path, params) => {
      const body = encode({ key: publishableKey, ...params });
      try {
        const response =
          method === 'GET'
            ? await fetch(`${API}${path}?${body}`)
            : await fetch(`${API}${path}`, { method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
        const json = await response.json();
        return response.ok ? { data: json } : { error: json.error };
      } catch {
        return { error: { type: 'api_connection_error', message: 'We could not connect to Stripe. Please try again.' } };
      }
    };
    const readIntent = (clientSecret) => call('GET', `/v1/payment_intents/${intentIdOf(clientSecret)}`, { client_secret: clientSecret });

    const stripe = {
      elements() {
        const created = new Map();
        return {
          create(type) {
            if (type !== 'card') throw new Error(`IntegrationError: this Stripe.js test double has only the card Element, not '${type}'.`);
            if (created.has(type)) throw new Error('IntegrationError: Can only create one Element of type card.');
            const element = createCardElement(publishableKey, () => created.delete(type));
            created.set(type, element);
            return element;
          },
          // A type name, or a React component with __elementType (as @stripe/react-stripe-js passes).
          getElement(typeOrComponent) {
            const type = typeof typeOrComponent === 'string' ? typeOrComponent : typeOrComponent?.__elementType;
            return created.get(type) ?? null;
          },
          update() {},
        };
      },

      async createPaymentMethod(params) {
        const { type, card, billing_details: billingDetails } = params ?? {};
        if (type !== 'card' || typeof card?.createPaymentMethodInFrame !== 'function') {
          return integrationError('createPaymentMethod: this test double takes { type: "card", card: <card Element> }.');
        }
        return card.createPaymentMethodInFrame(billingDetails);
      },

      async confirmCardPayment(clientSecret, data = {}, options = {}) {
        let paymentMethod = data.payment_method;
        if (paymentMethod && typeof paymentMethod === 'object') {
          const created = await stripe.createPaymentMethod({ type: 'card', card: paymentMethod.card, billing_details: paymentMethod.billing_details });
          if (created.error) return { error: created.error };
          paymentMethod = created.paymentMethod.id;
        }
        const confirmed = await call('POST', `/v1/payment_intents/${intentIdOf(clientSecret)}/confirm`, {
          client_secret: clientSecret,
          ...(paymentMethod ? { payment_method: paymentMethod } : {}),
        });
        if (confirmed.error) return { error: confirmed.error };
        if (confirmed.data.status === 'requires_action' && options.handleActions !== false) return stripe.handleNextAction({ clientSecret });
        return { paymentIntent: confirmed.data };
      },

      // Like Stripe.js, it throws when the intent is not waiting for an action.
      async handleNextAction({ clientSecret } = {}) {
        if (typeof clientSecret !== 'string') throw new Error('IntegrationError: handleNextAction: a clientSecret is required.');
        const before = await readIntent(clientSecret);
        if (before.error) return { error: before.error };
        if (before.data.status !== 'requires_action') {
          throw new Error(`IntegrationError: handleNextAction: the PaymentIntent has a status of ${before.data.status}, not requires_action.`);
        }
        await challenge(before.data.id, clientSecret);
        const after = await readIntent(clientSecret);
        if (after.error) return { error: after.error };
        const intent = after.data;
        if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
          return {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_authentication_failure',
              message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
              payment_intent: intent,
            },
          };
        }
        return { paymentIntent: intent };
      },

      async retrievePaymentIntent(clientSecret) {
        const read = await readIntent(clientSecret);
        return read.error ? { error: read.error } : { paymentIntent: read.data };
      },

      // Checked for by @stripe/react-stripe-js; not used by the shop.
      async createToken() {
        return integrationError('createToken is not part of this Stripe.js test double.');
      },
      registerAppInfo() {},
      _registerWrapper() {},
    };
    return stripe;
  }

  // The release train @stripe/stripe-js expects (it warns about any other).
  Stripe.version = 'clover';
  window.Stripe = Stripe;
})();
