export { LinkRouterProvider, NativeLink, useLinkRouter } from './NativeLink.tsx';
export type { LinkRouter, LinkRouterProviderProps, NativeLinkProps } from './NativeLink.tsx';
