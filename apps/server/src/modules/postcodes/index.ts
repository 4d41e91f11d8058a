export { createKeptStoredAddresses } from './kept-stored-addresses';
export { postcodeRoutes } from './postcode.routes';
