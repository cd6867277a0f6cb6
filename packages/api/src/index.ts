export * from './endpoints.ts';
export * from './hal.ts';
export * from './errors.ts';
export * from './session.ts';
export * from './client.ts';
export * from './fetch-client.ts';
