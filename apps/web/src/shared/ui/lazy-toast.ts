import type { ExternalToast } from 'sonner';

type Show = (message: string, options?: ExternalToast) => void;

const show =
  (kind: 'success' | 'error'): Show =>
  (message, options) => {
    void import('sonner').then(({ toast }) => toast[kind](message, options));
  };

/**
 * Toasts for the parts every page carries (the footer's newsletter form): sonner loads on
 * demand, not with the first download. Page chunks import `toast` from sonner directly.
 */
export const lazyToast = { success: show('success'), error: show('error') };
