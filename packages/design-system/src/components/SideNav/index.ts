export { SideNav, type SideNavProps } from './SideNav';
