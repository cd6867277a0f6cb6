export { AppShell } from './AppShell.tsx';
export type { AppShellProps } from './AppShell.tsx';
export { useHideOnScroll } from './useHideOnScroll.ts';
export type { HideOnScrollOptions } from './useHideOnScroll.ts';
