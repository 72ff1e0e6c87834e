// The two servers of the local publisher: the site for visitors, and the build hook the CMS calls,
// which listens on the loopback address only and wants the secret in its path.
import { timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { FEED_CACHE_CONTROL, feedContentType } from '../src/features/feeds/feed-types.ts';
import { DEFAULT_LOCALE, localeOfPath } from '../src/i18n/locales.ts';
import { CSP_HEADER } from '../src/lib/csp.ts';
import { PICTURES_FOLDER } from '../src/lib/pictures.ts';
import type { Publisher } from './publisher.ts';

/** What the servers need of the publisher, whatever its builds report. */
type LiveSite = Pick<Publisher, 'live' | 'request' | 'status'>;

type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const NAMED_BY_CONTENT = ['/_astro/', `/${PICTURES_FOLDER}/`];

/** Cache headers as in production (netlify.toml): hashed assets for good, the rest revalidated. */
export function cacheControl(pathname: string): string {
  return NAMED_BY_CONTENT.some((folder) => pathname.startsWith(folder))
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

/** As netlify.toml sends them (but HSTS, which means nothing over the publisher's plain HTTP). */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CSP_HEADER,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

const BACK_OFFICE = /^\/admin(\/|$)/;

/** The page a missing address gets, as a file of the build (`/`-separated) and the status it comes with. */
export interface NotFoundPage {
  file: string;
  status: number;
}

/** The English 404 page: Astro names the root's 404 page 404.html. */
export const NOT_FOUND_FILE = '404.html';

/**
 * As netlify.toml's rules: an unknown back-office address gets the back office's shell (200),
 * which says 'Welcome! Please select a page.'; one under /gu/ or /hi/ that language's 404 page,
 * which Astro builds as gu/404/index.html (a 404 page outside the root is a page like any other);
 * anything else the English 404 page.
 */
export function notFoundPage(pathname: string): NotFoundPage {
  if (BACK_OFFICE.test(pathname)) return { file: 'admin/index.html', status: 200 };
  const locale = localeOfPath(pathname);
  return { file: locale === DEFAULT_LOCALE ? NOT_FOUND_FILE : `${locale}/404/index.html`, status: 404 };
}

/** A segment starting with a dot (none in a build): not served. */
const HIDDEN = /(^|\/)\./;

const decoded = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};

/**
 * Serves the live build. Each file is looked up when asked for (sirv's `dev` mode; the caching
 * headers are ours, set below), not listed in advance: listing a 5,000-product build's 77,000
 * files took the first request after each publish 3 s, during which the site answered no one, and
 * the compressed copies written after a build goes live are found as soon as they exist.
 */
export function createSiteServer(publisher: LiveSite): Server {
  let served: { dir: string; handler: Handler } | undefined;
  const handlerFor = (dir: string) => {
    if (served?.dir !== dir) {
      const handler = sirv(dir, {
        dev: true,
        etag: true,
        brotli: true,
        gzip: true,
        setHeaders(response, pathname) {
          response.setHeader('Cache-Control', cacheControl(pathname));
        },
      }) as Handler;
      served = { dir, handler };
    }
    return served.handler;
  };

  return createServer((request, response) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    const dir = publisher.live();
    if (!dir) {
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '10' });
      response.end('The site is being built for the first time. Please try again in a moment.');
      return;
    }
    const notFound = async () => {
      if (!existsSync(dir)) {
        // The build's folder is gone (removed under a running publisher): a refusal, not a crash.
        response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '10' });
        response.end('The site is being published. Please try again in a moment.');
        return;
      }
      const { file, status } = notFoundPage(new URL(request.url ?? '/', 'http://site').pathname);
      const read = (name: string) => readFile(path.join(dir, ...name.split('/')));
      // A build without the language's 404 page (an older one) still has the English page.
      const fallback = status === 404 ? NOT_FOUND_FILE : file;
      const page = await read(file)
        .catch(() => read(fallback))
        .catch(() => Buffer.from('Not found'));
      response.writeHead(status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': cacheControl(`/${file}`),
      });
      response.end(page);
    };
    const pathname = new URL(request.url ?? '/', 'http://site').pathname;
    if (HIDDEN.test(decoded(pathname))) return void notFound();
    // sirv names a file's type by its extension alone (.xml, .csv): the feeds are served as the
    // channels expect them (netlify.toml says the same).
    const feedType = feedContentType(pathname);
    if (feedType) {
      const writeHead = response.writeHead.bind(response) as (status: number, headers?: object) => ServerResponse;
      response.writeHead = ((status: number, headers?: object) =>
        writeHead(status, { ...headers, 'Content-Type': feedType, 'Cache-Control': FEED_CACHE_CONTROL })) as never;
    }
    handlerFor(dir)(request, response, () => void notFound());
  });
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
export const isLoopback = (address: string | undefined): boolean => address !== undefined && LOOPBACK.has(address);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const json = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
};

/**
 * POST /hooks/<secret>: rebuild; answers when the build that includes this request is done
 * (200, or 502 with the reason if it failed), so the CMS's publish status tells the truth.
 * GET /status: the publisher's state. Both only from this machine.
 */
export function createHookServer(publisher: LiveSite, secret: string): Server {
  return createServer(async (request, response) => {
    if (!isLoopback(request.socket.remoteAddress)) return json(response, 403, { ok: false, error: 'Loopback only' });
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/status') return json(response, 200, publisher.status());
    const [, hooks, given] = url.pathname.split('/');
    if (request.method !== 'POST' || hooks !== 'hooks') return json(response, 404, { ok: false, error: 'Not found' });
    if (!given || !sameSecret(given, secret)) return json(response, 401, { ok: false, error: 'Wrong secret' });
    request.resume();
    const result = await publisher.request();
    json(response, result.ok ? 200 : 502, result);
  });
}
