/* global window, document */
// TEST DOUBLE of Microsoft Clarity's tag (https://www.clarity.ms/tag/<project id>), served by
// routes.ts. Like the real script it takes the calls queued in window.clarity.q and every later
// call; it records them, as arrays, in window.__marketingStandins.clarity, with the project id
// of the address it was loaded from. It sends nothing anywhere.
(() => {
  const record = (window.__marketingStandins = window.__marketingStandins ?? {});
  const received = (record.clarity = record.clarity ?? []);
  const script = Array.from(document.scripts).find((s) => s.src.startsWith('https://www.clarity.ms/tag/'));
  record.clarityProject = script ? decodeURIComponent(new URL(script.src).pathname.slice('/tag/'.length)) : null;
  for (const args of window.clarity?.q ?? []) received.push(Array.from(args));
  window.clarity = (...args) => {
    received.push(args);
  };
})();
