export { spendRoutes } from './spend.routes';
export { createKeptYearSpend } from './kept-year-spend';
