import type { FastifyInstance } from 'fastify';
import { preferredLanguage } from '../../../platform/i18n/language';
import type { AuthDeps } from '../../../rules/auth/account.service';
import {
  addressChangedMessage,
  confirmAddressChange,
  sendCurrentAddressCode,
  startAddressChange,
} from '../../../rules/auth/addressChange.service';
import { ACCOUNT_DELETED, deleteAccount } from '../profile/deleteAccount.service';
import { getOwnProfile } from '../profile/profile.service';
import { route } from '../route';

/** Changing the sign-in email or phone: re-authentication, then a code to the new address. */
export async function addressChangeRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  route(app, 'sendCurrentAddressCode', async (request) => {
    const address = await sendCurrentAddressCode(
      deps,
      request.userId,
      preferredLanguage(request.headers['accept-language']),
    );
    return { message: `We sent a code to ${address}.` };
  });

  route(app, 'startAddressChange', async (request) => {
    const address = await startAddressChange(deps, {
      userId: request.userId,
      sessionId: request.sessionId,
      emailPhone: request.body.email_phone,
      method: request.body.method,
      currentPassword: request.body.currentPassword,
      currentCode: request.body.currentCode,
      requestLanguage: preferredLanguage(request.headers['accept-language']),
    });
    return { message: `We sent a code to ${address}.` };
  });

  // docs/product.md#account-deletion
  route(app, 'deleteAccount', async (request) => {
    await deleteAccount(
      {
        ...deps,
        media: { media: app.media, originals: app.originals },
        log: request.log,
        events: app.events,
      },
      {
        userId: request.userId,
        sessionId: request.sessionId,
        currentPassword: request.body.currentPassword,
        currentCode: request.body.currentCode,
      },
    );
    return { message: ACCOUNT_DELETED };
  });

  route(app, 'confirmAddressChange', async (request) => {
    const method = await confirmAddressChange(deps, {
      userId: request.userId,
      sessionId: request.sessionId,
      otp: request.body.otp,
      requestLanguage: preferredLanguage(request.headers['accept-language']),
    });
    return {
      message: addressChangedMessage(method),
      data: await getOwnProfile(app.db, request.userId),
    };
  });
}
