// `node scripts/make-folders.mjs <root>`, given a JSON list of folders on stdin (as
// `/product-preview/12`): makes them under root. scripts/build.mjs runs it beside Astro's start, on
// the other core, so that the build finds its pages' folders made: making thousands of them while
// pages are written took seconds of the build's one thread.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';

const [root] = process.argv.slice(2);
if (!root) {
  console.error('usage: node scripts/make-folders.mjs <root> < folders.json');
  process.exit(1);
}
for (const folder of JSON.parse(await text(process.stdin))) {
  mkdirSync(path.join(root, folder), { recursive: true });
}
