export { BottomNav, type BottomNavProps } from './BottomNav';
