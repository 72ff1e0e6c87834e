// `npm test`: lint and format check, type checks, then every test runner of the workspace
// (Vitest projects, then the browser tests).
// Ends with one line `N passed, N failed` summed over all of them (each static check counts as one
// test), and exits non-zero on any failure.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { hasBrowserTests, runBrowserTests } from '../lib/playwright.mjs';
import { root, run, step } from '../lib/run.mjs';

const say = (text) => step('test', text);
const totals = { passed: 0, failed: 0 };
const failures = [];
/** Names of failed tests, repeated at the end: CI keeps only the tail of a long log. */
const failedTests = [];
/** Each stage's wall time, printed as it ends and once more at the end, to watch the CI budget. */
const times = [];

function timed(name, stage) {
  const started = performance.now();
  stage();
  const seconds = (performance.now() - started) / 1000;
  times.push(`${name} ${seconds.toFixed(0)} s`);
  say(`${name}: ${seconds.toFixed(1)} s`);
}

function check(name, command, args) {
  say(name);
  if (run(command, args) === 0) {
    totals.passed += 1;
  } else {
    totals.failed += 1;
    failures.push(name);
  }
}

/**
 * Each failed test of a Vitest JSON report as `file › title: first line of its message`, and each
 * file that failed outside its tests (an import error, a failing hook) with its own message.
 */
function failedVitestTests(testResults = []) {
  const firstLine = (text = '') => text.split('\n')[0].slice(0, 300);
  return testResults.flatMap((file) => {
    const name = file.name.replace(`${root}/`, '');
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (tests.length === 0 && file.status === 'failed') tests.push(`${name}: ${firstLine(file.message)}`);
    return tests;
  });
}

/** Runs Vitest over every project of vitest.config.ts and counts its tests from the JSON report. */
function vitest() {
  const report = join(root, '.cache', 'vitest.json');
  mkdirSync(join(root, '.cache'), { recursive: true });
  rmSync(report, { force: true });
  say('vitest (all workspace projects)');
  const status = run('pnpm', [
    'exec',
    'vitest',
    'run',
    // A worker per core. Vitest's default keeps a core for itself, which on two cores ran every file
    // one after another; most files wait on a CMS or a build over HTTP, so two at once nearly halve
    // the stage. On the command line, as a project defined in a file of its own does not inherit
    // the root config's maxWorkers (docs/performance.md#the-test-suites-time).
    '--maxWorkers=100%',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (!existsSync(report)) {
    totals.failed += 1;
    failures.push('vitest (no report: it did not finish)');
    return;
  }
  const { numPassedTests, numFailedTests, numTotalTests, testResults } = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += numPassedTests;
  totals.failed += numFailedTests;
  if (numFailedTests > 0 || status !== 0) failures.push(`vitest (${numFailedTests} of ${numTotalTests} failed)`);
  failedTests.push(...failedVitestTests(testResults));
  // A runner that fails outside any test (an import error, a crashed worker) still fails the run.
  if (status !== 0 && numFailedTests === 0) totals.failed += 1;
}

timed('build', () => check('build shared packages', 'pnpm', ['--filter', './packages/*', 'run', 'build']));
timed('lint', () => check('lint and format (biome ci)', 'pnpm', ['exec', 'biome', 'ci', '.']));
timed('type check', () => check('type check (every package)', 'pnpm', ['-r', '--no-bail', 'run', 'typecheck']));
timed('vitest', vitest);
if (hasBrowserTests()) {
  timed('browser tests', () => {
    say('browser tests (Playwright, Debian Chromium)');
    const browser = runBrowserTests();
    totals.passed += browser.passed;
    totals.failed += browser.failed;
    if (browser.failed > 0) failures.push(`browser tests (${browser.failed} failed)`);
  });
}

say(`stage times: ${times.join(', ')}`);
for (const test of failedTests) say(`failed test: ${test}`);
if (failures.length > 0) say(`failed: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
