export { OfflineScreen, type OfflineScreenProps } from './OfflineScreen';
