// What a site build's log says of its parts.

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * The seconds Astro's log gives the routes under /feeds/ (`└─ /feeds/meta-catalogue.csv (+38ms)`):
 * their share of a build, measured in that build.
 */
export function feedRenderSeconds(output: string): number {
  let seconds = 0;
  for (const [, amount, unit] of output.replace(ANSI, '').matchAll(/\/feeds\/[\w.-]+\s+\(\+(\d+(?:\.\d+)?)(ms|s)\)/g)) {
    seconds += Number(amount) / (unit === 'ms' ? 1000 : 1);
  }
  return seconds;
}
