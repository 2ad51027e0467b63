// Friendly names for the contract's shared schemas, so callers need not spell the
// generated paths. Field names stay exactly the contract's.
import type { components as AccountComponents } from './generated/account';
import type { components as DiscoveryComponents } from './generated/discovery';
import type { components as VideoComponents } from './generated/video';

type AccountSchemas = AccountComponents['schemas'];
type VideoSchemas = VideoComponents['schemas'];

export type UserSummary = AccountSchemas['UserSummary'];
export type FollowItem = AccountSchemas['FollowItem'];
/** One row of a private account's follow requests (the `FollowRequestList` entries). */
export type FollowRequestItem = AccountSchemas['FollowRequestList']['data']['Items'][number];
export type Profile = AccountSchemas['Profile'];
export type OwnProfile = AccountSchemas['OwnProfile'];
export type Notification = AccountSchemas['Notification'];
export type Session = AccountSchemas['Session'];
export type Report = AccountSchemas['Report'];
export type ReportReason = AccountSchemas['ReportReason'];
export type PagingKey = VideoSchemas['PagingKey'];
export type Video = VideoSchemas['Video'];
export type Comment = VideoSchemas['Comment'];
export type VideoRecordInput = VideoSchemas['VideoRecordInput'];
/** One of the caller's own videos' figures (views, viewers, watch share, days, …). */
export type VideoInsights = VideoSchemas['VideoInsights'];
export type HashTag = DiscoveryComponents['schemas']['HashTag'];
