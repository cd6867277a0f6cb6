export { NativeLink } from './NativeLink.tsx';
export type { NativeLinkProps } from './NativeLink.tsx';
