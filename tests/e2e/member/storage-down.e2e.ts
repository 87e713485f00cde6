import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startS3Server, type S3Server } from '../../support/s3-server.js';
import { startE2E, type E2E } from '../support/harness.js';
import { addPhoto, checkA11y, createMember, imageBuffer, signedInPage, toast } from './member-fixtures.js';

/** Uploads kept in a bucket (STORAGE_URL=s3://…) that stops answering. */
describe('a photo sent while the file store is down', () => {
  let e2e: E2E;
  let store: S3Server;

  beforeAll(async () => {
    store = await startS3Server();
    e2e = await startE2E({ env: store.env });
  });

  afterAll(async () => {
    await e2e?.stop();
    await store?.stop();
  });

  it('tells the member, in her language, that photos cannot be saved just now, and keeps her on the form', async () => {
    const member = await createMember(e2e, { firstName: 'Sunita', lastName: 'Mali', gender: 'Female', dateOfBirth: '1996-05-05' });
    await addPhoto(e2e, member.token);
    await store.goDown();
    e2e.allowBrowserErrors(/status of 503/, 'the store is down on purpose: the upload and the current photo answer 503');
    for (const [language, upload] of [
      ['en', 'Upload'],
      ['mr', 'अपलोड करा'],
    ] as const) {
      const message = (JSON.parse(readFileSync(`src/web/locales/${language}/common.json`, 'utf8')) as { errors: Record<string, string> })
        .errors.STORAGE_UNAVAILABLE!;
      const page = await signedInPage(e2e, member.token, 360, language);
      await page.goto('/updatePhoto');
      await page
        .locator('input[type=file]')
        .first()
        .setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: await imageBuffer('png') });
      await page.getByRole('button', { name: upload }).click();
      await toast(page, message).waitFor();
      await page.getByRole('button', { name: upload }).waitFor();
      await checkA11y(e2e, page);
      await e2e.screenshot(page, `member-360-storage-down-${language}`);
      await page.context().close();
    }
  });
});
