export { ReelActions, type ReelActionsProps } from './ReelActions';
