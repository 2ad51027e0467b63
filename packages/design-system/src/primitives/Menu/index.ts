export { Menu, type MenuItem, type MenuProps } from './Menu';
