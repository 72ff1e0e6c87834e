// `npm run seed -- --products 1000 [--images 1] [--concurrency 4] [--cms http://127.0.0.1:1337]`:
// adds synthetic products SYN-000001... to a running CMS until it holds the requested number.
// The admin login comes from ADMIN_EMAIL/ADMIN_PASSWORD, else the development default.
import { parseArgs } from 'node:util';
import { benchSettings } from './settings.ts';
import { seedSyntheticCatalogue } from './synthetic-catalogue.ts';

const say = (text: string) => console.log(`[seed] ${text}`);
const fail = (text: string): never => {
  console.error(`[seed] error: ${text}`);
  process.exit(1);
};

function wholeNumber(name: string, text: string | undefined, fallback?: number): number {
  if (text === undefined) return fallback ?? fail(`--${name} is required, e.g. --${name} 1000`);
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value))
    fail(`--${name} must be a whole number, not "${text}"`);
  return value;
}

const USAGE = 'usage: npm run seed -- --products <n> [--images 0-3] [--concurrency <n>] [--cms <url>]';
const args = (() => {
  try {
    return parseArgs({
      options: {
        products: { type: 'string' },
        images: { type: 'string' },
        concurrency: { type: 'string' },
        cms: { type: 'string' },
      },
    }).values;
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
})();

const cmsUrl = args.cms ?? benchSettings().cmsUrl;
const products = wholeNumber('products', args.products);
const imagesPerProduct = wholeNumber('images', args.images, 1);
const concurrency = wholeNumber('concurrency', args.concurrency, 4);
const credentials = benchSettings().admin;

say(
  `seeding ${products} synthetic products (${imagesPerProduct} image(s) each) into ${cmsUrl} as ${credentials.email}`,
);
// A line per tenth on a log, a line updated in place on a terminal.
let lastTenth = -1;
const onProgress = (done: number, total: number) => {
  if (process.stdout.isTTY) {
    process.stdout.write(`\r[seed] ${done}/${total}`);
    return;
  }
  const tenth = total === 0 ? 10 : Math.floor((done * 10) / total);
  if (tenth === lastTenth) return;
  lastTenth = tenth;
  say(`${done}/${total}`);
};

try {
  const { created, skipped, seconds } = await seedSyntheticCatalogue({
    cmsUrl,
    credentials,
    products,
    imagesPerProduct,
    concurrency,
    onProgress,
  });
  if (process.stdout.isTTY) process.stdout.write('\n');
  const rate = created > 0 ? `, ${(created / seconds).toFixed(1)} products/s` : '';
  say(`created ${created}, skipped ${skipped} already there, in ${seconds.toFixed(1)} s${rate}`);
} catch (error) {
  if (process.stdout.isTTY) process.stdout.write('\n');
  fail(error instanceof Error ? error.message : String(error));
}
