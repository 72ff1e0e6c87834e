// 'Forgot password?' against the real CMS and a real SMTP server (smtp-server, as the CMS's tests
// use): a member asks for a link on the login page, the CMS emails it through the shop's SMTP
// settings, and the link from that email sets a new password the member then signs in with.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { FORGOT_PASSWORD_SENT_MESSAGE, PASSWORD_SET_MESSAGE, type TeamInvite } from '@suvarna/domain';
import { SMTPServer } from 'smtp-server';
import { asAdmin, expectNoAxeViolations, screenshot } from './support/admin';

test('a member who forgot the password gets a link by email and signs in with a new one', async ({ page }) => {
  const mails: Array<{ to: string[]; raw: string }> = [];
  const sink = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Quoted-printable's soft line breaks joined back.
        const raw = Buffer.concat(chunks).toString('utf8').replace(/=\r\n/g, '');
        mails.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw });
        callback();
      });
    },
  });
  sink.listen(0, '127.0.0.1');
  await once(sink.server, 'listening');
  const { port } = sink.server.address() as AddressInfo;

  // Unique per project and run: both projects may share one CMS.
  const email = `forgetful-${test.info().project.name}-${Date.now()}@suvarna.test`;
  const { inviteUrl } = await asAdmin<TeamInvite>('POST', '/api/admin/team', {
    name: `Forgetful ${test.info().project.name} ${Date.now()}`,
    email,
    role: 'staff',
  });
  const accepted = await fetch(`${process.env.E2E_CMS_URL}/api/admin/accept-invite`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      token: new URL(inviteUrl).hash.slice(1),
      password: 'Forgot@2026',
      confirmPassword: 'Forgot@2026',
    }),
  });
  expect(accepted.status).toBe(200);
  await asAdmin('PUT', '/api/admin/shop-settings', {
    smtp: { host: '127.0.0.1', port, secure: false, to: 'desk@suvarna.test' },
  });
  try {
    await page.goto('/login');
    await screenshot(page, 'login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await screenshot(page, 'forgot-password-form');
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await expect(page.getByText(FORGOT_PASSWORD_SENT_MESSAGE)).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'forgot-password');

    await expect.poll(() => mails.filter((mail) => mail.to.includes(email)).length).toBe(1);
    const mail = mails.find((entry) => entry.to.includes(email));
    const link = /\/admin\/reset-password#\d+\.[\w-]{43}/.exec(mail?.raw ?? '')?.[0];
    expect(link, mail?.raw).toBeDefined();
    await page.goto(link as string);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New Password').fill('Remember@26');
    await page.getByLabel('Confirm Password').fill('Remember@26');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(PASSWORD_SET_MESSAGE)).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Remember@26');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  } finally {
    await asAdmin('PUT', '/api/admin/shop-settings', { smtp: null });
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  }
});
