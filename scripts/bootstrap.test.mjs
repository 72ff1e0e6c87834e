// The bootstrap's test task on a machine without Chromium, in a throwaway environment: a PATH that
// holds only node and pnpm (and, in the second case, a stand-in apt-get), no CHROME_PATH. Both runs
// set BOOTSTRAP_SETUP_ONLY, so that even a bootstrap that wrongly found a browser would not start
// the whole test suite inside this one.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MISSING_CHROMIUM, which } from './lib/chromium.mjs';

const bootstrap = join(dirname(fileURLToPath(import.meta.url)), 'bootstrap.mjs');
let bin;

beforeEach(() => {
  bin = mkdtempSync(join(tmpdir(), 'suvarna-bootstrap-'));
  symlinkSync(process.execPath, join(bin, 'node'));
  const pnpm = which(['pnpm'], process.env.PATH);
  if (pnpm) symlinkSync(pnpm, join(bin, 'pnpm'));
});
afterEach(() => rmSync(bin, { recursive: true, force: true }));

function runTestTask() {
  const env = { HOME: process.env.HOME, PATH: bin, BOOTSTRAP_SETUP_ONLY: '1' };
  return spawnSync(process.execPath, [bootstrap, 'test'], { env, encoding: 'utf8', timeout: 50_000 });
}

describe("npm test's bootstrap without Chromium", () => {
  it('stops at once with one line saying what to install, when it cannot install it', () => {
    const run = runTestTask();
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`[bootstrap] error: ${MISSING_CHROMIUM}`);
    expect(run.stdout).not.toContain('dependencies');
    expect(run.stdout).not.toContain('set-up done');
  });

  it.runIf(process.getuid?.() === 0)('installs it with apt-get as root, then hands its path on', () => {
    // A stand-in apt-get: records its arguments and "installs" a chromium beside itself.
    const log = join(bin, 'apt-get.log');
    writeFileSync(
      join(bin, 'apt-get'),
      `#!/bin/sh\necho "$DEBIAN_FRONTEND $*" >> ${log}\n` +
        `if [ "$1" = install ]; then printf '#!/bin/sh\\n' > ${bin}/chromium; /bin/chmod +x ${bin}/chromium; fi\n`,
    );
    chmodSync(join(bin, 'apt-get'), 0o755);

    const run = runTestTask();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual([
      'noninteractive update -qq',
      'noninteractive install -y -qq chromium',
    ]);
    expect(existsSync(join(bin, 'chromium'))).toBe(true);
    expect(run.stdout).toContain(`[bootstrap] chromium ${join(bin, 'chromium')}`);
    expect(run.stdout).toContain('[bootstrap] set-up done; test not run');
  });

  it('refuses a CHROME_PATH that is not an executable file', () => {
    const env = { HOME: process.env.HOME, PATH: bin, CHROME_PATH: join(bin, 'nothing'), BOOTSTRAP_SETUP_ONLY: '1' };
    const run = spawnSync(process.execPath, [bootstrap, 'e2e'], { env, encoding: 'utf8', timeout: 50_000 });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `[bootstrap] error: CHROME_PATH is ${join(bin, 'nothing')}, which is not an executable file`,
    );
  });
});
