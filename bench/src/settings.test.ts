import { describe, expect, test } from 'vitest';
import { DEV_ADMIN, readBenchSettings } from './settings.ts';

describe('the bench settings', () => {
  test('default to the local CMS, its development admin, Debian Chromium and the local PostgreSQL', () => {
    expect(readBenchSettings({})).toEqual({
      cmsUrl: 'http://127.0.0.1:1337',
      admin: DEV_ADMIN,
      chromePath: '/usr/bin/chromium',
      postgresAdminUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
    });
  });

  test('take the admin as set, and name every bad setting without repeating a password', () => {
    expect(readBenchSettings({ ADMIN_EMAIL: 'owner@shop.in', ADMIN_PASSWORD: ' Gold 22 ' }).admin).toEqual({
      email: 'owner@shop.in',
      password: ' Gold 22 ',
    });
    expect(() =>
      readBenchSettings({ CMS_URL: 'cms:1337', BENCH_POSTGRES_URL: 'mysql://x:secret@db/x', ADMIN_EMAIL: 'a@b.in' }),
    ).toThrow(
      'Invalid bench settings (docs/configuration.md):\n' +
        '  CMS_URL="cms:1337": must be an http(s) URL (e.g. http://127.0.0.1:1337)\n' +
        '  BENCH_POSTGRES_URL: must be a PostgreSQL URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)\n' +
        '  ADMIN_PASSWORD: must be set with ADMIN_EMAIL',
    );
  });
});
