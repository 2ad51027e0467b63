import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  apiPost,
  createUser,
  DESKTOP,
  downloadSpeed,
  expectNoSeriousA11yViolations,
  openPage,
  PHONE,
  ROUTE_TIMEOUT,
  server,
  shareClip,
  type TestUser,
} from './support/app';
import { launchChromium } from './support/chromium';
import { TWO_SECOND_MP4 } from './support/fixtures';

/** Sets the account's language through the API (PATCH /me), as Settings on another device would. */
async function setAccountLanguage(user: TestUser, language: string | null): Promise<void> {
  const response = await fetch(`${server().baseURL}/api/account/me`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ language }),
  });
  expect(response.status).toBe(200);
}

const accountLanguage = async (user: TestUser) =>
  (await apiGet<{ data: { language: string | null } }>('/account/me', user)).data.language;

// docs/product.md#languages: English, Español and العربية; the browser's languages at first
// visit, the Settings choice after that, `<html lang dir>` in step.

/** Where the Arabic screens are saved for a person to look at (not compared). */
const ARTIFACTS = join(process.env.FLICK_E2E_ARTIFACTS ?? 'test-results', 'languages');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('languages', () => {
  it('switches to Español in Settings at once, and the choice survives a reload', async () => {
    const user = await createUser('lang');
    const { page, context } = await openPage(browser, { viewport: DESKTOP, user });
    await page.goto('/setting');
    const language = page.getByRole('combobox', { name: 'Language of the app' });
    await language.waitFor({ timeout: ROUTE_TIMEOUT });
    // With the keyboard, as a person without a mouse would.
    await language.focus();
    await language.selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Ajustes' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    // Kept on the account too, for its emails and SMS.
    await expect
      .poll(
        async () =>
          (await apiGet<{ data: { language: string | null } }>('/account/me', user)).data.language,
      )
      .toBe('es');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Ajustes' }).waitFor({
      timeout: ROUTE_TIMEOUT,
    });
    // A store's message (a toast) in Spanish too.
    await page.getByRole('switch', { name: 'Cuenta privada' }).click();
    await page.getByText('Tu cuenta es privada.').waitFor();
    // And a refusal the contract gives a code: its text from the errors catalog.
    const keyword = page.getByRole('textbox', { name: /palabra/i });
    await keyword.fill('!!!');
    await keyword.press('Enter');
    await page.getByText('Una palabra clave necesita al menos una letra o un número.').waitFor();
    // The design system's words are Spanish too (the side bar's name).
    const main = page.getByRole('navigation', { name: 'Principal' });
    await main.getByRole('link', { name: 'Inicio', exact: true }).click();
    await page.waitForURL('**/reels', { timeout: ROUTE_TIMEOUT });
    // The feed's own words (the app's) and the design system's (its tabs) are Spanish.
    await page.getByRole('feed', { name: 'Feed de inicio' }).waitFor({ timeout: ROUTE_TIMEOUT });
    await page.getByRole('tab', { name: 'Siguiendo' }).waitFor();
    await main.getByRole('link', { name: 'Explorar' }).waitFor();
    await context.close();
  });

  it('greets a signed-out visitor from Spain in Spanish: landing, sign-in, change password; sign-in in Arabic right to left', async () => {
    const user = await createUser('hola');
    const { page, context } = await openPage(browser, { viewport: PHONE, locale: 'es-ES' });
    // The first screen of a first visit, from the browser's languages: no choice, no reload.
    await page.goto('/');
    await page.getByText('Mira, comparte y sube vídeos cortos con tus amigos.').waitFor({
      timeout: ROUTE_TIMEOUT,
    });
    await page.getByRole('link', { name: 'Crear cuenta nueva' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.getByRole('heading', { level: 1, name: 'Inicia sesión en Flick' }).waitFor({
      timeout: ROUTE_TIMEOUT,
    });
    await page.getByRole('link', { name: '¿Has olvidado la contraseña?' }).waitFor();
    await page.getByLabel('Correo electrónico o número de teléfono').fill(user.email);
    const password = page.getByLabel('Contraseña', { exact: true });
    await password.fill('not the password');
    const logIn = page.getByRole('button', { name: 'Iniciar sesión' });
    await logIn.click();
    // The server's refusal, said in Spanish (its code's text).
    await page
      .getByRole('alert')
      .filter({ hasText: 'Correo, teléfono o contraseña incorrectos.' })
      .waitFor();
    await password.fill(user.password);
    await logIn.click();
    await page.waitForURL('**/reels', { timeout: ROUTE_TIMEOUT });

    await page.goto('/setting/change-password');
    await page.getByRole('heading', { level: 1, name: 'Cambiar contraseña' }).waitFor({
      timeout: ROUTE_TIMEOUT,
    });
    await page.getByLabel('Contraseña actual').waitFor();
    await page.getByText('Al menos 8 caracteres.').waitFor();
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('a new password');
    await page.getByLabel('Confirma la nueva contraseña').fill('another one');
    await page.getByText('Las contraseñas no coinciden.').waitFor();
    expect(await page.getByRole('button', { name: 'Cambiar contraseña' }).isDisabled()).toBe(true);
    await context.close();

    const arabic = await openPage(browser, { viewport: PHONE, locale: 'ar' });
    await arabic.page.goto('/login');
    await arabic.page
      .getByRole('heading', { level: 1, name: 'سجّل الدخول إلى Flick' })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    await arabic.page.getByLabel('كلمة المرور', { exact: true }).waitFor();
    expect(
      await arabic.page.evaluate(() => [
        document.documentElement.lang,
        document.documentElement.dir,
      ]),
    ).toEqual(['ar', 'rtl']);
    await arabic.context.close();
  });

  it('reads Arabic from the browser right to left: feed, profile and settings, axe clean', async () => {
    const user = await createUser('rtl');
    const { page, context } = await openPage(browser, { viewport: PHONE, user, locale: 'ar-EG' });
    await page.goto('/reels');
    await page.getByRole('feed', { name: 'الخلاصة الرئيسية' }).waitFor({ timeout: ROUTE_TIMEOUT });
    expect(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ).toEqual(['ar', 'rtl']);
    await page.screenshot({ path: join(ARTIFACTS, 'ar-feed.png') });
    await expectNoSeriousA11yViolations(page, 'feed in Arabic');

    await page.getByRole('link', { name: 'الملف الشخصي', exact: true }).click();
    await page.waitForURL('**/profile', { timeout: ROUTE_TIMEOUT });
    await page
      .getByRole('heading', { name: user.userName })
      .first()
      .waitFor({ timeout: ROUTE_TIMEOUT });
    // The tabs read from the right: Videos, the first, is right of Duets.
    const first = await page.getByRole('tab', { name: 'الفيديوهات' }).boundingBox();
    const second = await page.getByRole('tab', { name: 'الثنائيات' }).boundingBox();
    expect(first && second && first.x > second.x).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'ar-profile.png') });
    await expectNoSeriousA11yViolations(page, 'profile in Arabic');

    await page.goto('/setting');
    await page.getByRole('heading', { level: 1, name: 'الإعدادات' }).waitFor({
      timeout: ROUTE_TIMEOUT,
    });
    await page.screenshot({ path: join(ARTIFACTS, 'ar-settings.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page, 'settings in Arabic');
    await context.close();
  });

  it('says the upload dialog, its details, the Edit sheet and insights in Spanish on first open, and the dialog in Arabic right to left', async () => {
    // docs/product.md#upload-dialog, #drafts-and-scheduled-videos, #editing-a-video.
    const owner = await createUser('estudio');
    const { page, context, errors } = await openPage(browser, {
      viewport: DESKTOP,
      user: owner,
      locale: 'es-ES',
    });
    // From the feed, the first screen: the dialog comes with its texts, not after another screen's.
    await page.goto('/reels');
    await page.getByRole('feed', { name: 'Feed de inicio' }).waitFor({ timeout: ROUTE_TIMEOUT });
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('button', { name: 'Subir vídeo' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Subir vídeo' });
    await dialog.getByText('Arrastra y suelta vídeos aquí').waitFor({ timeout: ROUTE_TIMEOUT });
    // A store's refusal, said in Spanish.
    const input = dialog.locator('input[type="file"]').first();
    await input.setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('no es un vídeo'),
    });
    await dialog.getByRole('alert').getByText('Solo se permiten archivos de vídeo.').waitFor();
    await input.setInputFiles(TWO_SECOND_MP4);
    // The details: caption, switches, cover frame and when it goes out.
    await dialog.getByLabel('Vista previa del vídeo elegido').waitFor();
    const caption = dialog.getByRole('combobox', { name: 'Descripción' });
    expect(await caption.getAttribute('placeholder')).toBe(
      'Describe tu vídeo. También puedes usar #etiquetas y @menciones.',
    );
    for (const name of ['Permitir comentarios', 'Permitir descargas', 'Permitir dúos']) {
      await dialog.getByRole('switch', { name }).waitFor();
    }
    // A captions file refused for one of its lines, said in Spanish with its line and seconds.
    const captionsFile = dialog.getByTestId('captions-file-input');
    await captionsFile.setInputFiles({
      name: 'tarde.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from('WEBVTT\n\n00:00.000 --> 00:09.000\nTarde\n'),
    });
    await dialog
      .getByText(
        /^Línea 3 de los subtítulos: el subtítulo termina después del vídeo \([\d,]+ s\)\.$/,
      )
      .first()
      .waitFor();
    await captionsFile.setInputFiles([]);
    await dialog.getByLabel('Vista previa de la portada').waitFor();
    const cover = dialog.getByRole('slider', { name: 'Fotograma de portada' });
    expect(await cover.getAttribute('aria-valuetext')).toBe('Fotograma predeterminado');
    await cover.focus();
    await page.keyboard.press('ArrowRight');
    // The second in Spanish numbers and plural.
    await expect.poll(() => cover.getAttribute('aria-valuetext')).toBe('0,1 segundos');
    const when = dialog.getByRole('group', { name: 'Cuándo se publica' });
    await when.getByRole('radio', { name: 'Publicar ahora' }).waitFor();
    await when.getByRole('radio', { name: 'Guardar borrador' }).waitFor();
    await when.getByRole('radio', { name: 'Programar' }).check();
    await dialog.getByLabel('Fecha y hora (tu zona horaria)').waitFor();
    // The server's own sentence, checked before sending, from the errors catalog.
    await dialog.getByText('Elige cuándo se publica el vídeo programado.').waitFor();
    // Saved as a draft, the last step says so in Spanish.
    await when.getByRole('radio', { name: 'Guardar borrador' }).check();
    await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
    await page
      .getByRole('dialog', { name: '¡Listo!' })
      .getByText('Tu borrador está guardado. Solo tú puedes verlo en tu perfil.')
      .waitFor({ timeout: 20_000 });
    await page.waitForURL('**/profile', { timeout: ROUTE_TIMEOUT });

    // The owner's Edit sheet (its cover frame once the draft is processed) and insights.
    let videoId = '';
    for (let i = 0; i < 120 && !videoId; i += 1) {
      const mine = await apiGet<{ data: { Items: Array<{ id: string; state: string }> } }>(
        `/video/user/videos/${owner.userId}`,
        owner,
      );
      videoId = mine.data.Items.find((video) => video.state === 'ready')?.id ?? '';
      if (!videoId) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await page.goto(`/reels/${videoId}`);
    await page.getByRole('button', { name: 'Editar', exact: true }).click({
      timeout: ROUTE_TIMEOUT,
    });
    const sheet = page.getByRole('dialog', { name: 'Editar vídeo' });
    await sheet.getByRole('switch', { name: 'Permitir comentarios' }).waitFor();
    await sheet.getByRole('slider', { name: 'Fotograma de portada' }).waitFor();
    await sheet.getByRole('button', { name: 'Guardar' }).waitFor();
    await sheet.getByRole('button', { name: 'Cancelar' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Estadísticas' }).click();
    await page.getByRole('dialog', { name: 'Estadísticas' }).waitFor();
    expect(errors.list).toEqual([]);
    await context.close();

    // Arabic: the same dialog right to left, in its words.
    const arabic = await openPage(browser, { viewport: DESKTOP, user: owner, locale: 'ar' });
    await arabic.page.goto('/reels');
    await arabic.page
      .getByRole('button', { name: 'رفع فيديو' })
      .first()
      .click({ timeout: ROUTE_TIMEOUT });
    const arDialog = arabic.page.getByRole('dialog', { name: 'رفع فيديو' });
    await arDialog.locator('input[type="file"]').first().setInputFiles(TWO_SECOND_MP4);
    await arDialog.getByRole('switch', { name: 'السماح بالتعليقات' }).waitFor();
    await arDialog.getByRole('group', { name: 'موعد النشر' }).waitFor();
    // The cover frame's time runs left to right, as the player's does: its start is on the left.
    const arCover = arDialog.getByRole('slider', { name: 'لقطة الغلاف' });
    await expect.poll(() => arCover.isEnabled()).toBe(true);
    await arCover.focus();
    await arabic.page.keyboard.press('ArrowRight');
    await expect.poll(() => arCover.getAttribute('aria-valuetext')).toBe('0.1 ثانية');
    expect(
      await arabic.page.evaluate(() => [
        document.documentElement.lang,
        document.documentElement.dir,
      ]),
    ).toEqual(['ar', 'rtl']);
    await arabic.page.screenshot({ path: join(ARTIFACTS, 'ar-upload.png') });
    await arabic.context.close();
  }, 60_000);
  it("takes the account's language at sign-in, without Settings; a device's choice goes to an account without one", async () => {
    const sofia = await createUser('cuenta');
    await setAccountLanguage(sofia, 'es');
    await shareClip(sofia, { file: TWO_SECOND_MP4, caption: 'Atardecer' });
    // An English browser, signed out: signing in turns the app Spanish at once.
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await page.goto('/login');
    await page.getByLabel('Email or phone number').fill(sofia.email);
    await page.getByLabel('Password', { exact: true }).fill(sofia.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const main = page.getByRole('navigation', { name: 'Principal' });
    await main
      .getByRole('link', { name: 'Inicio', exact: true })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    await page.getByRole('feed', { name: 'Feed de inicio' }).waitFor({ timeout: ROUTE_TIMEOUT });
    expect(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ).toEqual(['es', 'ltr']);
    // A store's text built with values, in Spanish with its number through Intl: a download's
    // progress (the file comes slowly, so the toast can be read).
    const throttle = await downloadSpeed(context, page);
    await throttle(15_000);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar' }).first().click();
    await page
      .getByText(/^Descargando atardecer\.mp4\.\.\. \d+\s%$/)
      .waitFor({ timeout: ROUTE_TIMEOUT });
    await download;
    await throttle(-1);
    // The notification list speaks the account's language, the actor's name a link in it.
    const fan = await createUser('fan');
    await apiPost('/account/follow', { userId: sofia.userId }, fan);
    await page.goto('/notification');
    const list = page.getByRole('list', { name: 'Notificaciones' });
    const row = list.getByRole('listitem').filter({ hasText: 'empezó a seguirte.' });
    await row.getByRole('link', { name: fan.userName }).waitFor({ timeout: ROUTE_TIMEOUT });
    expect(await row.textContent()).toContain(`${fan.userName} empezó a seguirte.`);
    await context.close();

    // Arabic chosen on a device before signing in with an account that has no language: the
    // account takes it (its emails, SMS and push follow), and the page stays Arabic.
    const omar = await createUser('device');
    expect(await accountLanguage(omar)).toBeNull();
    const arabic = await openPage(browser, { viewport: DESKTOP, user: omar });
    await arabic.context.addInitScript(() => window.localStorage.setItem('language', 'ar'));
    await arabic.page.goto('/reels');
    await arabic.page
      .getByRole('feed', { name: 'الخلاصة الرئيسية' })
      .waitFor({ timeout: ROUTE_TIMEOUT });
    await expect.poll(() => accountLanguage(omar), { timeout: 10_000 }).toBe('ar');
    expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await arabic.context.close();
  });
});
