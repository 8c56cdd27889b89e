/* global window */
// TEST DOUBLE of Meta's pixel script (https://connect.facebook.net/en_US/fbevents.js), served by
// routes.ts. Like the real script it takes the calls queued in fbq.queue and becomes
// fbq.callMethod for every later one; it records them, as arrays, in
// window.__marketingStandins.fbq. It sends nothing anywhere.
(() => {
  const record = (window.__marketingStandins = window.__marketingStandins ?? {});
  const received = (record.fbq = record.fbq ?? []);
  const fbq = window.fbq;
  if (!fbq) return;
  for (const args of fbq.queue ?? []) received.push(Array.from(args));
  fbq.queue = [];
  fbq.callMethod = (...args) => {
    received.push(args);
  };
})();
