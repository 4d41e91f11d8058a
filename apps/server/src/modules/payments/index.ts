export { paymentRoutes } from './payment.routes';
// My work lists the payments awaiting an authoriser as the authoriser's own list does.
export { listPaymentsToAuthorise } from './list-payments-to-authorise';
