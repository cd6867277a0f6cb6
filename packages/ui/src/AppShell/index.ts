export { AppShell } from './AppShell.tsx';
export type { AppShellProps } from './AppShell.tsx';
export { useHideOnScroll } from './use-hide-on-scroll.ts';
export type { HideOnScrollOptions } from './use-hide-on-scroll.ts';
