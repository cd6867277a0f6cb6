/** The whole contract (schemas included): for the server and tests. The browser imports ./browser. */
export * from './routes.ts';
export * from './contract.ts';
export * from './request-schemas.ts';
export * from './call.ts';
export * from './constants.ts';
export * from './hal.ts';
export * from './errors.ts';
export * from './session.ts';
export * from './client.ts';
export * from './fetch-client.ts';
export * from './theme.ts';
export * from './resource-links.ts';
export * from './auth-forms.ts';
export * from './transactions.ts';
export * from './transactions-query.ts';
export * from './portfolio.ts';
export * from './adviser.ts';
