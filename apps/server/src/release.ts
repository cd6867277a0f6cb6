/**
 * The build's version, carried by every error event (plugins/error-tracking.ts): the bundle
 * (scripts/build.mjs) defines it as `portal@<version>+<commit>`; run from source it is `portal@dev`.
 */
declare const __PORTAL_RELEASE__: string | undefined;

export const RELEASE: string = typeof __PORTAL_RELEASE__ === 'string' ? __PORTAL_RELEASE__ : 'portal@dev';
