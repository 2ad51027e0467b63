import type { FastifyInstance, FastifyRequest } from 'fastify';
import { preferredLanguage } from '../../../platform/i18n/language';
import { createOtpMessenger } from '../../../platform/messaging/messenger';
import {
  type AuthDeps,
  changePassword,
  checkOtp,
  completeSignup,
  login,
  resendCode,
  resetPassword,
  savePasswordAndName,
  startReset,
  startSignup,
} from '../../../rules/auth/account.service';
import { expiredRowsPlugin } from '../../../rules/auth/cleanup';
import { limitPerIp } from '../../../rules/auth/rateLimiter';
import { revokeSession } from '../../../rules/auth/sessions.repository';
import { route } from '../route';
import { addressChangeRoutes } from './addressChange.routes';

/** Who asks for or checks a code on the public flows: the client's IP. */
function requesterOf(request: FastifyRequest): string {
  return `ip:${request.ip}`;
}

/** Sign-up, sign-in, OTP and password routes of the account host. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const deps: AuthDeps = {
    db: app.db,
    messenger: createOtpMessenger(app.config, app.log),
    onDeliveryError: (err) => app.log.error({ err }, 'could not deliver a password-reset code'),
    loginFailures: app.rateLimits.loginFailures,
    passwordChecks: app.rateLimits.passwordChecks,
    adminEmails: app.config.adminEmails,
  };
  // Expired codes, tickets and sessions are removed at start and then hourly.
  await app.register(expiredRowsPlugin);

  const { perIp } = app.rateLimits;
  const signupLimit = limitPerIp(perIp, 'signup');
  const otpLimit = limitPerIp(perIp, 'otp');
  const loginLimit = limitPerIp(perIp, 'login');

  route(
    app,
    'register',
    async (request) => {
      const address = await startSignup(
        deps,
        request.body.email_phone,
        request.body.method,
        requesterOf(request),
        preferredLanguage(request.headers['accept-language']),
      );
      return { message: `OTP sent to ${address}` };
    },
    { preHandler: signupLimit },
  );

  route(
    app,
    'getOtp',
    async (request) => {
      await resendCode(
        deps,
        request.body.email_phone,
        requesterOf(request),
        request.body.purpose,
        preferredLanguage(request.headers['accept-language']),
      );
      return { message: 'OTP resent successfully!' };
    },
    { preHandler: otpLimit },
  );

  route(
    app,
    'verifyOTP',
    async (request) => {
      const data = await checkOtp(
        deps,
        request.body.email_phone,
        request.body.otp,
        requesterOf(request),
      );
      return { message: 'OTP verified successfully!', data };
    },
    { preHandler: otpLimit },
  );

  route(
    app,
    'setPasswordName',
    async (request) => {
      await savePasswordAndName(deps, request.body);
      return { message: 'Password and name saved.' };
    },
    { preHandler: signupLimit },
  );

  route(
    app,
    'setDobUsername',
    async (request, reply) => {
      const session = await completeSignup(
        deps,
        request.body,
        preferredLanguage(request.headers['accept-language']),
      );
      reply.code(201);
      return { message: 'Account created.', data: session };
    },
    { preHandler: signupLimit },
  );

  route(
    app,
    'login',
    async (request) => {
      const session = await login(deps, request.body.email_phone, request.body.password);
      return { message: 'Signed in.', data: session };
    },
    { preHandler: loginLimit },
  );

  route(app, 'logout', async (request) => {
    await revokeSession(app.db, request.sessionId);
    return { message: 'Logged out successfully!' };
  });

  route(
    app,
    'forgotPassword',
    async (request) => {
      const address = await startReset(
        deps,
        request.body.email_phone,
        requesterOf(request),
        request.body.method,
        preferredLanguage(request.headers['accept-language']),
      );
      return { message: `If an account exists for ${address}, we sent a code to it.` };
    },
    { preHandler: otpLimit },
  );

  route(
    app,
    'resetPassword',
    async (request) => {
      await resetPassword(deps, request.body);
      return { message: 'Your password has been reset. Please log in.' };
    },
    { preHandler: otpLimit },
  );

  route(app, 'changePassword', async (request) => {
    await changePassword(deps, {
      userId: request.userId,
      sessionId: request.sessionId,
      currentPassword: request.body.currentPassword,
      newPassword: request.body.newPassword,
    });
    return { message: 'Password changed.' };
  });

  await addressChangeRoutes(app, deps);
}
