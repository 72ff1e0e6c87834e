// `node bench/src/freshness-cli.ts --site http://127.0.0.1:4321 [--cms http://127.0.0.1:1337]
//   [--rate 22K] [--runs 3]`: how long a rate change takes to reach the live site, run after run
// (each puts the rate back), with the median. Login as for the seeder: ADMIN_EMAIL/ADMIN_PASSWORD.
import { parseArgs } from 'node:util';
import { measureRateChangeToLive } from './freshness.ts';
import { benchSettings } from './settings.ts';

const USAGE = 'usage: node bench/src/freshness-cli.ts --site <url> [--cms <url>] [--rate <name>] [--runs <n>]';
const say = (text: string) => console.log(`[freshness] ${text}`);
const fail = (text: string): never => {
  console.error(`[freshness] error: ${text}`);
  process.exit(1);
};

const args = (() => {
  try {
    return parseArgs({
      options: {
        cms: { type: 'string' },
        site: { type: 'string' },
        rate: { type: 'string' },
        runs: { type: 'string', default: '1' },
      },
    }).values;
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
})();

const siteUrl = args.site ?? fail(`--site is required\n${USAGE}`);
const cmsUrl = args.cms ?? benchSettings().cmsUrl;
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a whole number from 1, not "${args.runs}"`);
const credentials = benchSettings().admin;

const seconds: number[] = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const result = await measureRateChangeToLive({
      cmsUrl,
      siteUrl,
      credentials,
      ...(args.rate ? { rateName: args.rate } : {}),
    });
    seconds.push(result.seconds);
    say(
      `run ${run}/${runs}: ${result.rateName} to ₹${result.newPrice}, live on ${result.pagesChecked} pages ` +
        `after ${result.seconds.toFixed(1)} s`,
    );
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const sorted = [...seconds].sort((a, b) => a - b);
const middle = Math.floor(sorted.length / 2);
const median =
  sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
say(`median of ${runs}: ${median.toFixed(1)} s from the API's answer to the last page live`);
