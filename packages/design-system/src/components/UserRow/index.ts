export { UserRow, type UserRowProps, type UserSummary } from './UserRow';
