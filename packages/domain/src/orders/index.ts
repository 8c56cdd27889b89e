export { addBusinessMinutes, defaultBusinessCalendar, type BusinessCalendar } from './business-hours.js';
export {
  cancelDeadline,
  quoteReturn,
  returnOptionAt,
  returnWindowCloses,
  type PolicyLine,
  type PolicyOrder,
  type RefundPolicy,
  type ReturnLineAmounts,
  type ReturnOptionValue,
  type ReturnQuote,
  type ReturnRequestLine,
} from './refund-policy.js';
