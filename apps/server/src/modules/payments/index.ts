export { paymentRoutes } from './payment.routes';
