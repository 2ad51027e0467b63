export {
  CAPTIONS_CONTENT_TYPE,
  CAPTIONS_END_SLACK_SECONDS,
  CAPTIONS_NO_CUES,
  CAPTIONS_NO_HEADER,
  CAPTIONS_NOT_TEXT,
  CAPTIONS_TOO_BIG,
  type CaptionsCheck,
  captionsLineProblem,
  captionsTooLong,
  checkCaptions,
  MAX_CAPTIONS_BYTES,
  type SanitizedCaptions,
  vttTimestamp,
} from './captions';
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
export type * as upload from './generated/upload';
export type * as video from './generated/video';
export { type ApiHosts, defaultHosts } from './hosts';
export type {
  Comment,
  FollowItem,
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
  VideoRecordInput,
} from './schemas';
