export {
  type ApiClients,
  ApiError,
  type ApiHosts,
  bearerAuth,
  type CreateApiClientsOptions,
  createApiClients,
  defaultHosts,
  type FetchResult,
  toApiError,
  unwrap,
} from './clients';
export type * as account from './generated/account';
export type * as discovery from './generated/discovery';
export type * as upload from './generated/upload';
export type * as video from './generated/video';
export type {
  Comment,
  FollowItem,
  HashTag,
  Notification,
  OwnProfile,
  PagingKey,
  Profile,
  Session,
  UserSummary,
  Video,
  VideoRecordInput,
} from './schemas';
