import {
  CAPTIONS_NO_CUES,
  CAPTIONS_NO_HEADER,
  CAPTIONS_NOT_TEXT,
  CAPTIONS_TOO_BIG,
} from '@flick/api-types/captions';
import {
  ALREADY_POSTED,
  PUBLISH_AT_MISSING,
  PUBLISH_AT_PAST,
  PUBLISH_AT_TOO_FAR,
  PUBLISH_AT_UNASKED,
} from '@flick/api-types/publication';
import { ERROR_CODES, fieldRules } from '@flick/api-types/rules';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_NOT_FOUND,
  TOO_MANY_STREAMS,
} from '../src/hosts/account/notifications/notifications.routes';
import { SHARING_MESSAGES } from '../src/hosts/sharing/sharing.routes';
import { MEDIA_ADDRESS_EXPIRED } from '../src/hosts/upload/mediaAccess';
import { TOO_MANY_PROCESSING } from '../src/hosts/video/videos/videos.service';
import { codeOf, errorMessage } from '../src/platform/http/errorCodes';
import { UNREADABLE_REQUEST } from '../src/platform/http/errorHandler';
import { HttpError, INTERNAL_ERROR_MESSAGE } from '../src/platform/http/errors';
import {
  NO_FILE,
  NOT_AN_IMAGE,
  UPLOAD_CUT_OFF,
  UPLOAD_NOT_FOUND,
} from '../src/platform/media/ingest';
import {
  DAMAGED_VIDEO,
  NOT_A_VIDEO,
  PICTURE_TOO_LARGE,
  TOO_LONG,
} from '../src/platform/media/probe';
import { MEDIA_NOT_FOUND, RANGE_OUTSIDE_FILE } from '../src/platform/media/serve';
import { MEDIA_TOOLS_MISSING } from '../src/platform/media/tools';
import { METRICS_TOKEN_REQUIRED } from '../src/platform/observability/metricsServer';
import {
  ACCOUNT_EXISTS,
  CURRENT_PASSWORD_LOCKED,
  CURRENT_PASSWORD_WRONG,
  LOGIN_FAILED,
  LOGIN_LOCKED,
  USERNAME_TAKEN,
} from '../src/rules/auth/account.service';
import { checkDateOfBirth } from '../src/rules/auth/dateOfBirth';
import { TOO_MANY_ATTEMPTS } from '../src/rules/auth/rateLimiter';
import { normalizeKeywords } from '../src/rules/moderation/keywords.service';
import {
  ADMINS_ONLY,
  REPORT_DETAILS_NEEDED,
  REPORT_DUPLICATE,
  REPORT_NOT_FOUND,
  REPORT_SELF,
  REPORT_TOO_MANY,
} from '../src/rules/moderation/moderation.service';
import { PUBLIC_VIDEO_NOT_FOUND } from '../src/rules/visibility/publicVideos';
import { USER_NOT_FOUND } from '../src/rules/visibility/users.repository';

function thrown(run: () => unknown): HttpError {
  try {
    run();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('nothing was thrown');
}

describe('error codes', () => {
  // A fixed message finds its code by its English text: a message changed in the source but
  // not in the errors catalog (or the other way round) would fall back to its status's kind.
  it.each([
    [USER_NOT_FOUND, 'user_not_found'],
    [ACCOUNT_EXISTS, 'account_exists'],
    [USERNAME_TAKEN, 'username_taken'],
    [LOGIN_FAILED, 'login_failed'],
    [LOGIN_LOCKED, 'login_locked'],
    [TOO_MANY_ATTEMPTS, 'too_many_attempts'],
    [CURRENT_PASSWORD_WRONG, 'current_password_wrong'],
    [CURRENT_PASSWORD_LOCKED, 'current_password_locked'],
    [PUBLIC_VIDEO_NOT_FOUND, 'video_not_found'],
    [TOO_MANY_PROCESSING, 'too_many_processing'],
    [NOT_A_VIDEO, 'not_a_video'],
    [TOO_LONG, 'video_too_long'],
    [DAMAGED_VIDEO, 'video_damaged'],
    [PICTURE_TOO_LARGE, 'video_too_large_picture'],
    [NOT_AN_IMAGE, 'not_an_image'],
    [NO_FILE, 'no_file'],
    [UPLOAD_CUT_OFF, 'upload_cut_off'],
    [UPLOAD_NOT_FOUND, 'upload_not_found'],
    [MEDIA_NOT_FOUND, 'media_not_found'],
    [RANGE_OUTSIDE_FILE, 'range_not_satisfiable'],
    [MEDIA_TOOLS_MISSING, 'media_tools_missing'],
    [MEDIA_ADDRESS_EXPIRED, 'media_address_expired'],
    [METRICS_TOKEN_REQUIRED, 'metrics_token_required'],
    [NOTIFICATION_NOT_FOUND, 'notification_not_found'],
    [TOO_MANY_STREAMS, 'too_many_streams'],
    [SHARING_MESSAGES.notOurs, 'share_url_not_ours'],
    [SHARING_MESSAGES.jsonOnly, 'format_json_only'],
    [ADMINS_ONLY, 'admins_only'],
    [REPORT_DETAILS_NEEDED, 'report_details_needed'],
    [REPORT_DUPLICATE, 'report_duplicate'],
    [REPORT_NOT_FOUND, 'report_not_found'],
    [REPORT_SELF, 'report_self'],
    [REPORT_TOO_MANY, 'reports_too_many'],
    [CAPTIONS_TOO_BIG, 'captions_too_big'],
    [CAPTIONS_NO_HEADER, 'captions_no_header'],
    [CAPTIONS_NO_CUES, 'captions_no_cues'],
    [CAPTIONS_NOT_TEXT, 'captions_not_text'],
    [ALREADY_POSTED, 'already_posted'],
    [PUBLISH_AT_PAST, 'publish_at_past'],
    [PUBLISH_AT_TOO_FAR, 'publish_at_too_far'],
    [PUBLISH_AT_MISSING, 'publish_at_missing'],
    [PUBLISH_AT_UNASKED, 'publish_at_unasked'],
    [INTERNAL_ERROR_MESSAGE, 'internal_error'],
    [UNREADABLE_REQUEST, 'request_unreadable'],
  ])('%s → %s', (message, code) => {
    expect(codeOf(400, message)).toBe(code);
    expect(errorMessage(codeOf(400, message))).toBe(message);
  });

  it("gives each of the contract's field messages (x-messages) a code of its own", () => {
    const kinds = new Set(['invalid_input']);
    for (const [name, rule] of Object.entries(fieldRules)) {
      for (const message of Object.values(rule.messages)) {
        expect(kinds.has(codeOf(400, message)), `${name}: ${message}`).toBe(false);
      }
    }
  });

  it('gives the messages built from rules (age, keywords) their codes', () => {
    expect(thrown(() => checkDateOfBirth('2020-01-01', new Date('2026-11-28'))).code).toBe(
      'too_young',
    );
    expect(thrown(() => normalizeKeywords(['x'.repeat(41)])).code).toBe('keyword_too_long');
    expect(
      thrown(() => normalizeKeywords(Array.from({ length: 51 }, (_, i) => `word${i}`))).code,
    ).toBe('too_many_keywords');
  });

  it('gives a message with variable parts the code of its kind, or of its status', () => {
    expect(codeOf(400, 'body/userId must be a valid id')).toBe('invalid_input');
    expect(codeOf(413, 'File is too large (the limit is 1 MB).', 'file_too_large')).toBe(
      'file_too_large',
    );
    expect(codeOf(404, 'Only GET /metrics is served here.')).toBe('not_found');
    expect(codeOf(410, 'The file for this url no longer exists')).toBe('gone');
    expect(
      codeOf(429, 'Please wait 12 seconds before requesting a new code.', 'otp_cooldown'),
    ).toBe('otp_cooldown');
    expect(codeOf(502, 'anything')).toBe('internal_error');
    for (const status of [
      400, 401, 403, 404, 408, 409, 410, 413, 414, 415, 416, 429, 431, 500, 501, 503,
    ]) {
      expect(ERROR_CODES).toContain(codeOf(status, 'a message of its own'));
    }
  });
});
