export { NavBar, navIcons } from './NavBar.tsx';
export type { NavBarProps, NavItem, NavIcon } from './NavBar.tsx';
