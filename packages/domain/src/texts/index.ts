// The catalogue of the spec's user-visible words, one module per feature; import these in
// components and tests instead of retyping the words.
export * from './support.ts';
export * from './chat.ts';
export * from './common.ts';
export * from './general.ts';
export * from './login.ts';
export * from './registration.ts';
export * from './change-password.ts';
export * from './login-errors.ts';
export * from './navigation.ts';
export * from './not-found.ts';
export * from './adviser.ts';
export * from './home.ts';
export * from './account-summary.ts';
export * from './transactions.ts';
export * from './documents.ts';
export * from './settings.ts';
export * from './authorisations.ts';
export * from './personal.ts';
export * from './print.ts';
export * from './contacts.ts';
export * from './legal.ts';
export * from './accessibility.ts';
export * from './page-titles.ts';
export * from './mfa.ts';
export * from './returns.ts';
export * from './costs.ts';
