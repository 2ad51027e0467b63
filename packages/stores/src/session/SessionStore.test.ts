import { runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aNotification, createHarness, hosts, ME, signedIn } from '../testing/harness';

const ADDRESS = 'maya@example.com';

function atOtpStep() {
  return createHarness({
    storage: { email_phone: ADDRESS, otpMethod: 'email' },
  });
}

/** A harness past the OTP step of `flow`: the store holds a verified ticket. */
async function withTicket(flow: 'signup' | 'reset') {
  const h = atOtpStep();
  h.reply('POST /api/account/verifyOTP', {
    status: 200,
    body: { message: 'OTP verified successfully!', data: { ticket: 'tk_1', purpose: flow } },
  });
  h.root.session.setOtp('012345');
  await h.root.session.verifyOtp(flow);
  h.calls.length = 0;
  return h;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SessionStore: storage and sign-in', () => {
  it('reads the token and user id from the keys token and user_id', () => {
    const { root } = createHarness({ storage: { token: 't-9', user_id: ME } });
    expect(root.session.isAuthenticated).toBe(true);
    expect(root.session.userId).toBe(ME);
  });

  it('is signed out without a stored token', () => {
    expect(createHarness().root.session.isAuthenticated).toBe(false);
  });

  it('logs in with POST /login, stores token and user_id and goes to the origin', async () => {
    const h = createHarness();
    h.reply('POST /api/account/login', {
      status: 200,
      body: { message: 'Signed in.', data: { token: 'tok-new', user_id: ME } },
    });
    await expect(h.root.session.login(ADDRESS, 'secret pass', '/explore')).resolves.toBe(true);
    expect(h.callsTo('POST /api/account/login')[0]?.body).toEqual({
      email_phone: ADDRESS,
      password: 'secret pass',
    });
    expect(h.storage.getItem('token')).toBe('tok-new');
    expect(h.storage.getItem('user_id')).toBe(ME);
    expect(h.root.session.isAuthenticated).toBe(true);
    expect(h.navigate).toHaveBeenCalledWith('/explore');
  });

  it('sends the new token as a bearer header on later calls', async () => {
    const h = createHarness();
    const lists = await h.root.loadFollowLists();
    h.reply('POST /api/account/login', {
      status: 200,
      body: { message: 'ok', data: { token: 'tok-new', user_id: ME } },
    });
    h.reply('GET /api/account/followers', { status: 200, body: { data: { Items: [] } } });
    await h.root.session.login(ADDRESS, 'secret pass');
    await lists.followers.load();
    expect(h.callsTo('GET /api/account/followers')[0]?.authorization).toBe('Bearer tok-new');
  });

  it("shows the server's message when login fails", async () => {
    const h = createHarness();
    h.reply('POST /api/account/login', {
      status: 401,
      body: { message: 'Incorrect email, phone or password.' },
    });
    await expect(h.root.session.login(ADDRESS, 'nope')).resolves.toBe(false);
    expect(h.root.session.error).toBe('Incorrect email, phone or password.');
    expect(h.notify.error).toHaveBeenCalledWith('Incorrect email, phone or password.');
    expect(h.storage.getItem('token')).toBeNull();
  });

  it('trades an OIDC one-time code for a session (POST /oidc/exchange)', async () => {
    const h = createHarness();
    h.reply('POST /api/account/oidc/exchange', {
      status: 200,
      body: { message: 'ok', data: { token: 'tok-oidc', user_id: ME } },
    });
    await h.root.session.exchangeOidcCode('oc_1');
    expect(h.callsTo('POST /api/account/oidc/exchange')[0]?.body).toEqual({ code: 'oc_1' });
    expect(h.storage.getItem('token')).toBe('tok-oidc');
    expect(h.navigate).toHaveBeenCalledWith('/reels');
  });
});

describe('SessionStore: logout', () => {
  it('revokes the token, clears token, user id and all local storage, says so and goes to /', async () => {
    const h = signedIn();
    h.storage.setItem('email_phone', ADDRESS);
    h.storage.setItem('anything', 'else');
    h.reply('POST /api/account/logout', { status: 200, body: { message: 'bye' } });
    await h.root.session.logout();
    expect(h.callsTo('POST /api/account/logout')[0]?.authorization).toBe('Bearer tok-1');
    for (const key of ['token', 'user_id', 'email_phone', 'anything']) {
      expect(h.storage.getItem(key)).toBeNull();
    }
    expect(h.root.session.isAuthenticated).toBe(false);
    expect(h.root.session.userId).toBeNull();
    expect(h.notify.success).toHaveBeenCalledWith('Logged out successfully!');
    expect(h.navigate).toHaveBeenCalledWith('/');
  });

  it('stops the notification stream and forgets the notifications', async () => {
    const h = signedIn();
    h.reply('POST /api/account/logout', { status: 200, body: { message: 'bye' } });
    h.root.notifications.startListening();
    h.stream.handlers?.onNotification(aNotification());
    await h.root.session.logout();
    expect(h.stream.unsubscribe).toHaveBeenCalled();
    expect(h.root.notifications.items).toEqual([]);
  });

  it('is a logout, not an ended session, when the stream hears of it before the answer comes', async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    let answer: (response: Response) => void = () => {};
    h.reply(
      'POST /api/account/logout',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    h.reply('GET /api/account/followers', {
      status: 401,
      body: { message: 'Your session is invalid or has expired.' },
    });
    const leaving = h.root.session.logout();
    // The server already ended the session: a refusal of this token arrives first.
    await lists.followers.load();
    answer(Response.json({ message: 'bye' }, { status: 200 }));
    await leaving;
    expect(h.root.session.ended).toBe(false);
    expect(h.notify.error).not.toHaveBeenCalledWith(
      'Your session has ended. Please log in again.',
      expect.anything(),
    );
    expect(h.notify.success).toHaveBeenCalledWith('Logged out successfully!');
    expect(h.navigate).toHaveBeenCalledWith('/');
  });

  it('still signs out locally when the server cannot be reached', async () => {
    const h = signedIn();
    h.reply('POST /api/account/logout', { network: true });
    await h.root.session.logout();
    expect(h.storage.getItem('token')).toBeNull();
    expect(h.notify.success).toHaveBeenCalledWith('Logged out successfully!');
  });
});

describe('SessionStore: session ended', () => {
  const ENDED = 'Your session has ended. Please log in again.';
  const expired = {
    status: 401,
    body: { code: 'session_invalid', message: 'Your session is invalid or has expired.' },
  } as const;

  it('ends the session on a 401 from any host: clears it, says so once, does not go to /', async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    h.storage.setItem('anything', 'else');
    h.reply('GET /api/account/followers', expired);
    h.reply('GET /api/discovery/discovery', expired);
    h.root.notifications.startListening();
    await Promise.all([
      lists.followers.load(),
      (await h.root.loadSearch()).search('maya'),
      lists.followers.reload(),
    ]);
    expect(h.root.session.isAuthenticated).toBe(false);
    expect(h.root.session.ended).toBe(true);
    for (const key of ['token', 'user_id', 'anything']) expect(h.storage.getItem(key)).toBeNull();
    expect(h.notify.error.mock.calls.filter(([text]) => text === ENDED)).toHaveLength(1);
    expect(h.stream.unsubscribe).toHaveBeenCalled();
    expect(h.navigate).not.toHaveBeenCalledWith('/');
  });

  it('ends it when the upload host refuses the token (revoked while uploading)', async () => {
    const h = signedIn();
    h.media.readDuration.mockResolvedValue(12);
    h.replyUpload('/api/upload/upload/thumb', expired);
    h.root.upload.open();
    await h.root.upload.selectFile(new File([new Uint8Array(10)], 'a.mp4', { type: 'video/mp4' }));
    await h.root.upload.upload();
    expect(h.root.session.ended).toBe(true);
    expect(h.notify.error).toHaveBeenCalledWith(ENDED, { keep: true });
    expect(h.root.upload.isOpen).toBe(false);
  });

  /**
   * Reads the followers list with the stored token, runs `meanwhile` while the call is out,
   * then answers it 401: a refusal that arrives after something changed in the browser.
   */
  async function refusedAfter(meanwhile: (h: ReturnType<typeof signedIn>) => void) {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    expect(h.root.session.isAuthenticated).toBe(true);
    let answer: (response: Response) => void = () => {};
    h.reply(
      'GET /api/account/followers',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const refused = lists.followers.load();
    await vi.waitFor(() => expect(h.callsTo('GET /api/account/followers')).toHaveLength(1));
    meanwhile(h);
    answer(new Response(JSON.stringify(expired.body), { status: 401 }));
    await refused;
    return h;
  }

  it("ignores a late 401 to the previous session's token after signing in again", async () => {
    const h = await refusedAfter((h) => {
      h.storage.setItem('token', 'tok-2');
      runInAction(() => {
        h.root.session.token = 'tok-2';
      });
    });
    expect(h.root.session.isAuthenticated).toBe(true);
    expect(h.notify.error.mock.calls.map(([text]) => text)).not.toContain(ENDED);
  });

  it('ends this page too when another tab heard first and cleared the stored token', async () => {
    // Another tab of the same browser ended the session: the shared storage is empty.
    const h = await refusedAfter((h) => h.storage.removeItem('token'));
    expect(h.root.session.isAuthenticated).toBe(false);
    expect(h.notify.error).toHaveBeenCalledWith(ENDED, { keep: true });
  });

  it('leaves alone a session signed in meanwhile in another tab', async () => {
    const h = await refusedAfter((h) => h.storage.setItem('token', 'tok-other-tab'));
    expect(h.storage.getItem('token')).toBe('tok-other-tab');
    expect(h.notify.error.mock.calls.map(([text]) => text)).not.toContain(ENDED);
  });

  it('is not a failed sign-in: a 401 to /login (no token sent) only shows its error', async () => {
    const h = createHarness();
    h.reply('POST /api/account/login', { status: 401, body: { message: 'Wrong password.' } });
    await h.root.session.login(ADDRESS, 'nope');
    expect(h.root.session.ended).toBe(false);
    expect(h.root.session.error).toBe('Wrong password.');
    expect(h.notify.error.mock.calls.map(([text]) => text)).not.toContain(ENDED);
  });

  it('signing in again clears the ended state', async () => {
    const h = signedIn();
    const lists = await h.root.loadFollowLists();
    h.reply('GET /api/account/followers', expired);
    await lists.followers.load();
    expect(h.root.session.ended).toBe(true);
    h.reply('POST /api/account/login', {
      status: 200,
      body: { message: 'ok', data: { token: 'tok-2', user_id: ME } },
    });
    await h.root.session.login(ADDRESS, 'secret-pass', '/search');
    expect(h.root.session.ended).toBe(false);
    expect(h.navigate).toHaveBeenCalledWith('/search');
  });
});

describe('SessionStore: each auth screen starts clean', () => {
  it('clearError drops the step error and the OTP error', async () => {
    const h = createHarness();
    h.reply('POST /api/account/login', { status: 401, body: { message: 'Wrong password.' } });
    await h.root.session.login(ADDRESS, 'nope');
    runInAction(() => {
      h.root.session.otpError = 'Invalid OTP';
    });
    h.root.session.clearError();
    expect(h.root.session.error).toBeNull();
    expect(h.root.session.otpError).toBeNull();
  });
});

describe('SessionStore: sign-up flow', () => {
  it('register → /verify-otp, keeping email_phone and otpMethod', async () => {
    const h = createHarness();
    h.reply('POST /api/account/register', { status: 200, body: { message: 'OTP sent' } });
    await h.root.session.register('+4915123456789', 'phone');
    expect(h.callsTo('POST /api/account/register')[0]?.body).toEqual({
      email_phone: '+4915123456789',
      method: 'phone',
    });
    expect(h.storage.getItem('email_phone')).toBe('+4915123456789');
    expect(h.storage.getItem('otpMethod')).toBe('phone');
    expect(h.navigate).toHaveBeenCalledWith('/verify-otp');
  });

  it('verify-otp → /password-name → /dob-username → signed in at /reels, carrying the ticket', async () => {
    const h = atOtpStep();
    h.reply('POST /api/account/verifyOTP', {
      status: 200,
      body: { message: 'OTP verified successfully!', data: { ticket: 'tk_1', purpose: 'signup' } },
    });
    h.reply('POST /api/account/password-name', { status: 200, body: { message: 'ok' } });
    h.reply('POST /api/account/dob-username', {
      status: 201,
      body: { message: 'Welcome', data: { token: 'tok-signup', user_id: ME } },
    });
    h.root.session.setOtp('012345');
    await h.root.session.verifyOtp('signup');
    expect(h.navigate).toHaveBeenLastCalledWith('/password-name');
    expect(h.sessionStorage.getItem('otp_ticket')).toBe('tk_1');

    await h.root.session.setPasswordName('correct horse', 'Maya', 'Okafor');
    expect(h.callsTo('POST /api/account/password-name')[0]?.body).toEqual({
      ticket: 'tk_1',
      password: 'correct horse',
      firstName: 'Maya',
      lastName: 'Okafor',
    });
    expect(h.navigate).toHaveBeenLastCalledWith('/dob-username');

    await h.root.session.setDobUsername('1998-04-17', 'maya.travels');
    expect(h.callsTo('POST /api/account/dob-username')[0]?.body).toEqual({
      ticket: 'tk_1',
      dateOfBirth: '1998-04-17',
      userName: 'maya.travels',
    });
    expect(h.storage.getItem('token')).toBe('tok-signup');
    expect(h.storage.getItem('user_id')).toBe(ME);
    expect(h.sessionStorage.getItem('otp_ticket')).toBeNull();
    expect(h.navigate).toHaveBeenLastCalledWith('/reels');
  });

  it('ends on the page that sent the visitor to sign up (a shared video), kept through a reload mid-flow', async () => {
    const h = createHarness();
    h.reply('POST /api/account/register', { status: 200, body: { message: 'OTP sent' } });
    await h.root.session.register(ADDRESS, 'email', '/reels/v42');
    // The flow's next steps run in a reloaded page: a new RootStore over the same tab's storage.
    const after = createHarness({
      storage: { email_phone: ADDRESS, otpMethod: 'email' },
      sessionStorage: h.sessionStorage,
    });
    after.reply('POST /api/account/verifyOTP', {
      status: 200,
      body: { message: 'OTP verified successfully!', data: { ticket: 'tk_1', purpose: 'signup' } },
    });
    after.reply('POST /api/account/password-name', { status: 200, body: { message: 'ok' } });
    after.reply('POST /api/account/dob-username', {
      status: 201,
      body: { message: 'Welcome', data: { token: 'tok-signup', user_id: ME } },
    });
    after.root.session.setOtp('012345');
    await after.root.session.verifyOtp('signup');
    await after.root.session.setPasswordName('correct horse', 'Maya', 'Okafor');
    await after.root.session.setDobUsername('1998-04-17', 'maya.travels');
    expect(after.navigate).toHaveBeenLastCalledWith('/reels/v42');

    // A later sign-up from the landing page ends on the feed again.
    after.reply('POST /api/account/register', { status: 200, body: { message: 'OTP sent' } });
    await after.root.session.register(ADDRESS, 'email');
    after.reply('POST /api/account/verifyOTP', {
      status: 200,
      body: { message: 'OTP verified successfully!', data: { ticket: 'tk_2', purpose: 'signup' } },
    });
    after.reply('POST /api/account/dob-username', {
      status: 201,
      body: { message: 'Welcome', data: { token: 'tok-2', user_id: ME } },
    });
    after.root.session.setOtp('012345');
    await after.root.session.verifyOtp('signup');
    await after.root.session.setDobUsername('1998-04-17', 'maya.travels');
    expect(after.navigate).toHaveBeenLastCalledWith('/reels');
  });

  it('refuses names, passwords and usernames the server would refuse, in plain words, without calling', async () => {
    const h = await withTicket('signup');
    const refused = async (step: () => Promise<boolean>, message: string) => {
      await expect(step()).resolves.toBe(false);
      expect(h.root.session.error).toBe(message);
      expect(h.notify.error).toHaveBeenLastCalledWith(message);
    };
    const { session } = h.root;
    await refused(
      () => session.setPasswordName('1234567', 'Maya', 'Okafor'),
      'Your password must be at least 8 characters.',
    );
    // Four emoji are eight UTF-16 units but four characters, as the server counts them.
    await refused(
      () => session.setPasswordName('😀😀😀😀', 'Maya', 'Okafor'),
      'Your password must be at least 8 characters.',
    );
    await refused(
      () => session.setPasswordName('correct horse', 'M'.repeat(51), 'Okafor'),
      'Your first name can be at most 50 characters.',
    );
    await refused(
      () => session.setPasswordName('correct horse', 'Maya', '   '),
      'Please enter your last name.',
    );
    const userNameRule =
      'Your username must be 3 to 30 characters: letters, digits, dots (.) and underscores (_) only.';
    await refused(() => session.setDobUsername('1998-04-17', 'ab'), userNameRule);
    await refused(() => session.setDobUsername('1998-04-17', 'bad name!'), userNameRule);
    await refused(() => session.setDobUsername('1998-04-17', 'x'.repeat(31)), userNameRule);
    expect(h.calls).toHaveLength(0);

    // The longest name and the shortest password pass, names trimmed.
    h.reply('POST /api/account/password-name', { status: 200, body: { message: 'ok' } });
    await expect(
      session.setPasswordName('12345678', ` ${'M'.repeat(50)} `, 'Okafor'),
    ).resolves.toBe(true);
    expect(h.callsTo('POST /api/account/password-name')[0]?.body).toMatchObject({
      firstName: 'M'.repeat(50),
      lastName: 'Okafor',
    });
    expect(session.error).toBeNull();
  });

  it('refuses a later step without a verified ticket', async () => {
    const h = createHarness();
    await expect(h.root.session.setPasswordName('correct horse', 'A', 'B')).resolves.toBe(false);
    expect(h.calls).toHaveLength(0);
    expect(h.root.session.error).toBe('Please verify your OTP first.');
  });
});

describe('SessionStore: OTP entry', () => {
  it('keeps digits only, at most six, and enables Next only at six', () => {
    const { root } = atOtpStep();
    root.session.setOtp('12a3');
    expect(root.session.otp).toBe('123');
    expect(root.session.canSubmitOtp).toBe(false);
    root.session.setOtp('12345');
    expect(root.session.canSubmitOtp).toBe(false);
    root.session.setOtp('1234567');
    expect(root.session.otp).toBe('123456');
    expect(root.session.canSubmitOtp).toBe(true);
  });

  it('sends the OTP as a number with the stored address', async () => {
    const h = atOtpStep();
    h.reply('POST /api/account/verifyOTP', {
      status: 200,
      body: { message: 'x', data: { ticket: 'tk', purpose: 'signup' } },
    });
    h.root.session.setOtp('004821');
    await h.root.session.verifyOtp('signup');
    expect(h.callsTo('POST /api/account/verifyOTP')[0]?.body).toEqual({
      email_phone: ADDRESS,
      otp: 4821,
    });
  });

  it('says OTP verified successfully! on success', async () => {
    const h = atOtpStep();
    h.reply('POST /api/account/verifyOTP', {
      status: 200,
      body: { message: 'fine', data: { ticket: 'tk', purpose: 'signup' } },
    });
    h.root.session.setOtp('123456');
    await h.root.session.verifyOtp('signup');
    expect(h.notify.success).toHaveBeenCalledWith('OTP verified successfully!');
  });

  it('does not call the server in the sign-up flow below six digits', async () => {
    const h = atOtpStep();
    h.root.session.setOtp('123');
    await expect(h.root.session.verifyOtp('signup')).resolves.toBe(false);
    expect(h.calls).toHaveLength(0);
  });

  it("shows the server's message first", async () => {
    const h = atOtpStep();
    h.reply('POST /api/account/verifyOTP', { status: 400, body: { message: 'Code expired.' } });
    h.root.session.setOtp('123456');
    await h.root.session.verifyOtp('signup');
    expect(h.root.session.otpError).toBe('Code expired.');
    expect(h.notify.error).toHaveBeenCalledWith('Code expired.');
  });

  it("says the server's Invalid OTP on a 400", async () => {
    const h = atOtpStep();
    h.reply('POST /api/account/verifyOTP', { status: 400, body: { message: 'Invalid OTP' } });
    h.root.session.setOtp('123456');
    await h.root.session.verifyOtp('signup');
    expect(h.notify.error).toHaveBeenCalledWith('Invalid OTP');
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('says OTP verification failed on another answer without a message', async () => {
    const h = atOtpStep();
    h.reply('POST /api/account/verifyOTP', { status: 500 });
    h.root.session.setOtp('123456');
    await h.root.session.verifyOtp('signup');
    expect(h.notify.error).toHaveBeenCalledWith('OTP verification failed');
  });

  it('says Unexpected error occurred when no answer arrives', async () => {
    const h = atOtpStep();
    h.reply('POST /api/account/verifyOTP', { network: true });
    h.root.session.setOtp('123456');
    await h.root.session.verifyOtp('signup');
    expect(h.notify.error).toHaveBeenCalledWith('Unexpected error occurred');
  });

  it('clears the sign-up red error text after 3000 ms', async () => {
    const h = atOtpStep();
    h.reply('POST /api/account/verifyOTP', { status: 400, body: { message: 'Invalid OTP' } });
    h.root.session.setOtp('123456');
    await h.root.session.verifyOtp('signup');
    expect(h.root.session.otpError).toBe('Invalid OTP');
    vi.advanceTimersByTime(2999);
    expect(h.root.session.otpError).toBe('Invalid OTP');
    vi.advanceTimersByTime(1);
    expect(h.root.session.otpError).toBeNull();
  });

  it('resends with POST /getOtp and says OTP resent successfully!', async () => {
    const h = atOtpStep();
    h.reply('POST /api/account/getOtp', { status: 200, body: { message: 'sent' } });
    await h.root.session.resendOtp('signup');
    expect(h.callsTo('POST /api/account/getOtp')[0]?.body).toEqual({
      email_phone: ADDRESS,
      purpose: 'signup',
    });
    expect(h.notify.success).toHaveBeenCalledWith('OTP resent successfully!');
  });

  it("says the server's message, else Failed to resend OTP, else OTP resend failed", async () => {
    const h = atOtpStep();
    h.reply(
      'POST /api/account/getOtp',
      { status: 429, body: { message: 'Too many requests. Please try again later.' } },
      { status: 500 },
      { network: true },
    );
    await h.root.session.resendOtp('signup');
    await h.root.session.resendOtp('signup');
    await h.root.session.resendOtp('signup');
    expect(h.notify.error.mock.calls.map(([m]) => m)).toEqual([
      'Too many requests. Please try again later.',
      'Failed to resend OTP',
      'OTP resend failed',
    ]);
  });
});

describe('SessionStore: password reset flow', () => {
  it('forgotPassword → /otp-verification → /reset-password → /login', async () => {
    const h = createHarness();
    h.reply('POST /api/account/forgot-password', { status: 200, body: { message: 'sent' } });
    h.reply('POST /api/account/verifyOTP', {
      status: 200,
      body: { message: 'ok', data: { ticket: 'tk_r', purpose: 'reset' } },
    });
    h.reply('POST /api/account/reset-password', { status: 200, body: { message: 'done' } });
    await h.root.session.forgotPassword(ADDRESS, 'email');
    expect(h.navigate).toHaveBeenLastCalledWith('/otp-verification');
    h.root.session.setOtp('654321');
    await h.root.session.verifyOtp('reset');
    expect(h.navigate).toHaveBeenLastCalledWith('/reset-password');
    await h.root.session.resetPassword('a brand new passphrase');
    expect(h.callsTo('POST /api/account/reset-password')[0]?.body).toEqual({
      ticket: 'tk_r',
      password: 'a brand new passphrase',
    });
    expect(h.navigate).toHaveBeenLastCalledWith('/login');
  });

  it('says Please enter a valid 6-digit OTP. below six digits, without calling', async () => {
    const h = atOtpStep();
    h.root.session.setOtp('12345');
    await h.root.session.verifyOtp('reset');
    expect(h.root.session.otpError).toBe('Please enter a valid 6-digit OTP.');
    expect(h.notify.error).toHaveBeenCalledWith('Please enter a valid 6-digit OTP.');
    expect(h.calls).toHaveLength(0);
  });

  it('refuses a new password under 8 characters without calling, on reset and change', async () => {
    const reset = await withTicket('reset');
    await expect(reset.root.session.resetPassword('short')).resolves.toBe(false);
    expect(reset.root.session.error).toBe('Your password must be at least 8 characters.');
    expect(reset.calls).toHaveLength(0);
    const h = signedIn();
    await expect(h.root.session.changePassword('old pass', 'x'.repeat(129))).resolves.toBe(false);
    expect(h.root.session.error).toBe('Your password can be at most 128 characters.');
    expect(h.callsTo('POST /api/account/change-password')).toHaveLength(0);
  });

  it('changes the password with POST /change-password', async () => {
    const h = signedIn();
    h.reply('POST /api/account/change-password', { status: 200, body: { message: 'ok' } });
    await expect(h.root.session.changePassword('old pass', 'new passphrase')).resolves.toBe(true);
    expect(h.callsTo('POST /api/account/change-password')[0]?.body).toEqual({
      currentPassword: 'old pass',
      newPassword: 'new passphrase',
    });
  });
});

describe('SessionStore: social sign-in providers', () => {
  it('loads the configured providers with the address that starts each sign-in', async () => {
    const h = createHarness();
    h.reply('GET /api/account/oidc/providers', {
      status: 200,
      body: { data: { providers: [{ name: 'google', label: 'Google' }] } },
    });
    expect(h.root.session.providers).toEqual([]);
    await h.root.session.loadProviders();
    expect(h.root.session.providers).toEqual([
      { name: 'google', label: 'Google', href: `${hosts.account}/oidc/google/start` },
    ]);
  });

  it('has no providers when none are configured', async () => {
    const h = createHarness();
    h.reply('GET /api/account/oidc/providers', {
      status: 200,
      body: { data: { providers: [] } },
    });
    await h.root.session.loadProviders();
    expect(h.root.session.providers).toEqual([]);
  });

  it('shows no providers, and no toast, when the list cannot be loaded', async () => {
    const h = createHarness();
    h.reply('GET /api/account/oidc/providers', { status: 500, body: { message: 'Boom' } });
    await h.root.session.loadProviders();
    expect(h.root.session.providers).toEqual([]);
    expect(h.notify.error).not.toHaveBeenCalled();
    expect(h.logger.error).toHaveBeenCalled();
  });
});

describe('SessionStore: deleting the account', () => {
  it('sends the password, ends the local session, says so and goes to /', async () => {
    const h = signedIn();
    h.reply('DELETE /api/account/me', {
      status: 200,
      body: { message: 'Your account has been deleted.' },
    });
    await expect(h.root.session.deleteAccount({ password: 'correct horse' })).resolves.toBe(true);
    expect(h.callsTo('DELETE /api/account/me')[0]?.body).toEqual({
      currentPassword: 'correct horse',
    });
    expect(h.root.session.isAuthenticated).toBe(false);
    expect(h.storage.getItem('token')).toBeNull();
    expect(h.notify.success).toHaveBeenCalledWith('Your account has been deleted.');
    expect(h.navigate).toHaveBeenCalledWith('/');
  });

  it('sends a code as a number for an account without a password', async () => {
    const h = signedIn();
    h.reply('DELETE /api/account/me', { status: 200, body: { message: 'ok' } });
    await h.root.session.deleteAccount({ code: '048213' });
    expect(h.callsTo('DELETE /api/account/me')[0]?.body).toEqual({ currentCode: 48213 });
  });

  it("keeps the session and shows the server's message when refused", async () => {
    const h = signedIn();
    h.reply('DELETE /api/account/me', {
      status: 400,
      body: { message: 'Your current password is incorrect.' },
    });
    await expect(h.root.session.deleteAccount({ password: 'nope' })).resolves.toBe(false);
    expect(h.root.session.deleteError).toBe('Your current password is incorrect.');
    expect(h.root.session.isAuthenticated).toBe(true);
    expect(h.navigate).not.toHaveBeenCalled();
    h.root.session.clearDeleteError();
    expect(h.root.session.deleteError).toBeNull();
  });
});
