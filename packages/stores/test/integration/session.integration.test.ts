import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, otpFromLog, storesFor, type TestApp } from './realServer';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('SessionStore against the real server', () => {
  it('signs up along register → /verify-otp → /password-name → /dob-username', async () => {
    const { root, navigate, notify, storage } = storesFor(t);
    await expect(root.session.register('nia@example.com', 'email')).resolves.toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/verify-otp');

    root.session.setOtp(otpFromLog(t, 'nia@example.com'));
    await expect(root.session.verifyOtp('signup')).resolves.toBe(true);
    expect(notify.success).toHaveBeenCalledWith('OTP verified successfully!');
    expect(navigate).toHaveBeenLastCalledWith('/password-name');

    await expect(
      root.session.setPasswordName('correct horse battery', 'Nia', 'Adeyemi'),
    ).resolves.toBe(true);
    await expect(root.session.setDobUsername('1999-02-03', 'nia.films')).resolves.toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/reels');
    expect(storage.getItem('token')).toMatch(/.{22,}/);
    expect(root.session.isAuthenticated).toBe(true);
  });

  it("shows the server's message for a wrong OTP", async () => {
    const { root, notify } = storesFor(t);
    await root.session.register('wrong@example.com', 'email');
    const right = otpFromLog(t, 'wrong@example.com');
    root.session.setOtp(right === '000000' ? '111111' : '000000');
    await expect(root.session.verifyOtp('signup')).resolves.toBe(false);
    expect(root.session.otpError).toBe('Invalid OTP');
    expect(notify.error).toHaveBeenCalledWith('Invalid OTP');
  });

  it('logs in, and logout revokes the token on the server', async () => {
    const user = await createUser(t);
    const { root, storage, notify } = storesFor(t);
    await expect(root.session.login(user.email, user.password)).resolves.toBe(true);
    const token = storage.getItem('token');
    expect(token).not.toBeNull();
    await root.session.logout();
    expect(notify.success).toHaveBeenCalledWith('Logged out successfully!');
    expect(storage.getItem('token')).toBeNull();
    const reuse = await t.inject({
      method: 'POST',
      url: '/api/account/logout',
      token: token ?? '',
    });
    expect(reuse.statusCode).toBe(401);
  });

  it("shows the server's message when the password is wrong", async () => {
    const user = await createUser(t);
    const { root } = storesFor(t);
    await expect(root.session.login(user.email, 'not the password')).resolves.toBe(false);
    expect(root.session.error).toBe('Incorrect email, phone or password.');
  });
});
