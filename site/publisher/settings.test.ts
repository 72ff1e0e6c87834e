// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { readPublisherSettings } from './settings.ts';

describe('the publisher settings', () => {
  test('take the local defaults beside a secret', () => {
    expect(readPublisherSettings({ PUBLISH_SECRET: 'a-secret-of-16-chars' }, '/srv/site')).toEqual({
      secret: 'a-secret-of-16-chars',
      site: { host: '127.0.0.1', port: 4321 },
      hookPort: 4322,
      publishDir: '/srv/site/.publish',
    });
  });

  test('refuse a missing or short secret and a bad port, naming each, never showing the secret', () => {
    expect(() => readPublisherSettings({}, '/srv/site')).toThrow('PUBLISH_SECRET: must be set, at least 16 characters');
    expect(() => readPublisherSettings({ PUBLISH_SECRET: 'short', SITE_PORT: 'eighty' }, '/srv/site')).toThrow(
      /^Invalid publisher settings \(docs\/configuration\.md\):\n {2}PUBLISH_SECRET: must be set, at least 16 characters\n {2}SITE_PORT="eighty": must be a whole number from 0 to 65535 \(e\.g\. 4321\)$/,
    );
  });
});
