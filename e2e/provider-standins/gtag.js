/* global window */
// TEST DOUBLE of Google's gtag.js (https://www.googletagmanager.com/gtag/js?id=AW-…), served by
// routes.ts. Like the real script it takes over window.dataLayer: the commands queued before it
// loaded and every later one are recorded, as arrays, in window.__marketingStandins.gtag for the
// journeys to read. It sends nothing anywhere.
(() => {
  const record = (window.__marketingStandins = window.__marketingStandins ?? {});
  const received = (record.gtag = record.gtag ?? []);
  const layer = (window.dataLayer = window.dataLayer ?? []);
  for (const entry of layer) received.push(Array.from(entry));
  const push = layer.push.bind(layer);
  layer.push = (...entries) => {
    for (const entry of entries) received.push(Array.from(entry));
    return push(...entries);
  };
})();
