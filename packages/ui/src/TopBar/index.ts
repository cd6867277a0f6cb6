export { TopBar } from './TopBar.tsx';
export type { TopBarProps } from './TopBar.tsx';
export { Logo } from './Logo.tsx';
export type { LogoProps } from './Logo.tsx';
export { AdviserBanner, switchClientErrorMessage } from './AdviserBanner.tsx';
export type { AdviserBannerProps } from './AdviserBanner.tsx';
