export { PublicLayout, type PublicLayoutProps } from './PublicLayout.tsx';
