// English, profiles, people lists, reports (ADR 0135). One module per area, so each screen's chunk
// carries only its own words.
import type { DesignSystemMessages } from '../messages';
import { plural } from './core';

export const profileTexts = {
  reportTitle: { video: 'Report video', comment: 'Report comment', user: 'Report user' },
  reportDescription:
    'Reports go to our moderators. The person you report is not told who reported them.',
  reportQuestion: 'Why are you reporting this?',
  reportReasons: {
    spam: 'Spam',
    harassment: 'Harassment or bullying',
    hate: 'Hate speech',
    violence: 'Violence',
    sexual: 'Nudity or sexual content',
    selfHarm: 'Self-harm',
    misinformation: 'False information',
    other: 'Something else',
  },
  reportDetailsNeeded: 'Tell us what is wrong',
  reportDetailsOptional: 'Tell us more (optional)',
  reportHeading: (target, owner) =>
    `${{ video: 'Video', comment: 'Comment', user: 'User' }[target]} by ${owner}`,
  reportCardLabel: (heading) => `Report: ${heading}`,
  reportMeta: (heading, reporter) => `${heading} · reported by ${reporter}`,
  reportedFrom: (server) => `Reported from ${server}`,
  openReportTarget: { video: 'Open video', comment: 'Open comment', user: 'Open user' },
  hidden: 'Hidden',
  hide: 'Hide',
  unhide: 'Unhide',
  dismiss: 'Dismiss',

  loadingProfile: 'Loading profile',
  profileMenu: 'More',
  block: 'Block',
  blocked: 'Blocked',
  unblock: 'Unblock',
  editProfile: 'Edit profile',
  profilePicture: (userName) => `${userName}'s profile picture`,
  videoCount: plural('video', 'videos'),
  followerCount: plural('follower', 'followers'),
  followingCount: (_count, formatted) => `${formatted} following`,
  blockQuestion: (userName) => `Block @${userName}?`,
  blockText: "They won't be able to find your profile or see your videos.",
  unblockQuestion: (userName) => `Unblock @${userName}?`,
  unblockText: 'They will be able to find your profile, see your videos and follow you again.',

  noUsers: 'No users yet.',
  loadingList: (title) => `Loading ${title.toLowerCase()}`,
  unfollowQuestion: (userName) => (userName ? `Unfollow @${userName}?` : 'Unfollow?'),
  unfollowText: 'Their videos will no longer appear in your feed.',
  unfollow: 'Unfollow',
} satisfies Partial<DesignSystemMessages>;
