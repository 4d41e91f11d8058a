export { grantRoutes } from './grant.routes';
// What the payments against a grant are checked by, under the grant row's lock: never more than
// the approved total; and money as the messages write it.
export { lockGrant, type GrantKey } from './grant-repository';
export { approvedTotalOf, approvedTotalSql } from './grant-total';
// Every write of a payment keeps the grant row's money (what was paid, the final payment's day).
export { refreshGrantMoney } from './grant-money';
export { poundsOf } from './grant-costs';
