// 'Forgot password?' against the real CMS and a real SMTP server (the test kit's, as the CMS's tests
// use): a member asks for a link on the login page, the CMS emails it through the shop's SMTP
// settings, and the link from that email sets a new password the member then signs in with.
import { expect, test } from '@playwright/test';
import { FORGOT_PASSWORD_SENT_MESSAGE, PASSWORD_SET_MESSAGE } from '@suvarna/domain';
import { startSmtpSink } from '@suvarna/testkit/smtp-sink';
import { addStaffMember, asAdmin, expectNoAxeViolations, screenshot, signIn } from './support/admin';

test('a member who forgot the password gets a link by email and signs in with a new one', async ({ page }) => {
  test.skip(test.info().project.name !== 'phone', 'one viewport: the flow, on a phone first');
  const sink = await startSmtpSink();
  // Unique per project and run: both projects may share one CMS.
  const email = `forgetful-${test.info().project.name}-${Date.now()}@suvarna.test`;
  await addStaffMember({ name: `Forgetful ${test.info().project.name} ${Date.now()}`, email, password: 'Forgot@2026' });
  await asAdmin('PUT', '/api/admin/shop-settings', {
    smtp: { host: '127.0.0.1', port: sink.port, secure: false, to: 'desk@suvarna.test' },
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

    const mail = await sink.next(email, 0);
    expect(sink.mails.filter((sent) => sent.to.includes(email))).toHaveLength(1);
    const link = /\/admin\/reset-password#\d+\.[\w-]{43}/.exec(mail.raw)?.[0];
    expect(link, mail.raw).toBeDefined();
    await page.goto(link as string);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New Password').fill('Remember@26');
    await page.getByLabel('Confirm Password').fill('Remember@26');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(PASSWORD_SET_MESSAGE)).toBeVisible();
    await signIn(page, email, 'Remember@26');
  } finally {
    await asAdmin('PUT', '/api/admin/shop-settings', { smtp: null });
    await sink.close();
  }
});
