export { checkSendAllowance, defaultSendLimits, SEND_WINDOW_MS, type SendAllowance, type SendLimits } from './send-allowance.js';
