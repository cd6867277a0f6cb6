export { AccessDenied } from './AccessDenied.tsx';
export type { AccessDeniedProps } from './AccessDenied.tsx';
