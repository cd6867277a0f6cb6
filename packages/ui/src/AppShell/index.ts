export { AppShell } from './AppShell.tsx';
export type { AppShellProps } from './AppShell.tsx';
export { AppShellFrame } from './AppShellFrame.tsx';
export type { AppShellFrameProps } from './AppShellFrame.tsx';
export { useHideOnScroll } from './use-hide-on-scroll.ts';
export type { HideOnScrollOptions } from './use-hide-on-scroll.ts';
