/** The one place the seeder gets its simulation from (the pure, deterministic ./simulation). */
export { createMarket, isaAnnualLimit, isaSubscriptionsByTaxYear, simulateAccount, sumByTaxYear } from './simulation/index.ts';
export type { Market } from './simulation/index.ts';
