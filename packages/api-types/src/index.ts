// Captions live in their own entry, `@flick/api-types/captions`: the WebVTT parser loads only where used.
export {
  type ApiClients,
  ApiError,
  bearerAuth,
  type CreateApiClientsOptions,
  createApiClients,
  type FetchResult,
  toApiError,
  unauthorizedAnswers,
  unwrap,
} from './clients';
export type * as account from './generated/account';
export type * as discovery from './generated/discovery';
export type * as ops from './generated/ops';
export {
  type FieldRule,
  fieldRules,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './generated/rules';
export type * as upload from './generated/upload';
export type * as video from './generated/video';
export {
  type ApiHosts,
  bearerHeader,
  defaultHosts,
  mediaBase,
  tokenOfBearerHeader,
} from './hosts';
export type {
  Comment,
  FollowItem,
  FollowRequestItem,
  HashTag,
  Notification,
  OwnProfile,
  PagingKey,
  Profile,
  Report,
  ReportReason,
  Session,
  UserSummary,
  Video,
  VideoInsights,
  VideoRecordInput,
} from './schemas';
export {
  type EventStreamEvents,
  type EventStreamPath,
  eventStreamRequest,
  type HostName,
  type HostPaths,
  type HostRequest,
  type MultipartAnswer,
  type MultipartPath,
  multipartRequest,
  parseAnswerText,
} from './transfer';
