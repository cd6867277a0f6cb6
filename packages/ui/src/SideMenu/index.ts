export { SideMenu } from './SideMenu.tsx';
export type { SideMenuItem, SideMenuProps } from './SideMenu.tsx';
