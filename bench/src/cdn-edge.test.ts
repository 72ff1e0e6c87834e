import { createHash, type X509Certificate } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type CdnEdge, startCdnEdge } from './cdn-edge.ts';
import { benchSettings } from './settings.ts';

const PAGE = '<!doctype html><html lang="en"><title>Suvarna</title><p>Today’s rates</p></html>';

/** An HTTP/1.1 origin like the publisher: a page, a compressed file, a redirect to itself, an echo. */
async function startOrigin(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const base = `http://${request.headers.host}`;
    if (request.url === '/') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=0, must-revalidate',
        'content-security-policy': "frame-ancestors 'none'",
        connection: 'keep-alive',
      });
      response.end(PAGE);
    } else if (request.url === '/rates.json') {
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        vary: 'Accept-Encoding',
      });
      response.end(gzipSync(JSON.stringify({ gold22k: 7050 })));
    } else if (request.url === '/gu') {
      response.writeHead(301, { location: `${base}/gu/` });
      response.end();
    } else if (request.url === '/echo') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            method: request.method,
            host: request.headers.host,
            language: request.headers['accept-language'],
            body: Buffer.concat(chunks).toString(),
          }),
        );
      });
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One request over HTTP/2 (the certificate is the edge's own, made for the run: not checked here). */
function h2Get(
  url: string,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: Buffer; alpn: string | undefined }>(
    (resolve, reject) => {
      const session = http2.connect(url, { rejectUnauthorized: false });
      session.on('error', reject);
      const stream = session.request({ ':method': init.method ?? 'GET', ':path': path, ...init.headers });
      const chunks: Buffer[] = [];
      let headers: http2.IncomingHttpHeaders = {};
      stream.on('response', (received) => {
        headers = received;
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const alpn = session.alpnProtocol;
        session.close();
        resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(chunks), alpn });
      });
      stream.on('error', reject);
      stream.end(init.body);
    },
  );
}

describe('the CDN edge Lighthouse audits through', () => {
  let origin: Awaited<ReturnType<typeof startOrigin>>;
  let edge: CdnEdge;
  let browser: Browser;

  beforeAll(async () => {
    origin = await startOrigin();
    edge = await startCdnEdge(origin.url);
    browser = await chromium.launch({ executablePath: benchSettings().chromePath, args: ['--no-sandbox'] });
  });
  afterAll(async () => {
    await browser?.close();
    await edge?.close();
    await origin?.close();
  });

  test('serves the origin over HTTP/2 and TLS, with its status, headers and bytes unchanged', async () => {
    const page = await h2Get(edge.url, '/');
    expect(page.alpn).toBe('h2');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe(PAGE);
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(page.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    // A connection header is refused by HTTP/2 clients: the origin's is not passed on.
    expect(page.headers.connection).toBeUndefined();

    const compressed = await h2Get(edge.url, '/rates.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.body).toEqual(gzipSync(JSON.stringify({ gold22k: 7050 })));

    expect((await h2Get(edge.url, '/missing')).status).toBe(404);
  });

  test('keeps the browser on the edge when the origin redirects to its own address', async () => {
    const redirect = await h2Get(edge.url, '/gu');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/gu/');
  });

  test("passes a request's method, headers and body on, to the origin's host", async () => {
    const echo = await h2Get(edge.url, '/echo', {
      method: 'POST',
      body: 'name=Meera',
      headers: { 'accept-language': 'gu-IN' },
    });
    expect(echo.status).toBe(201);
    expect(JSON.parse(echo.body.toString())).toEqual({
      method: 'POST',
      host: new URL(origin.url).host,
      language: 'gu-IN',
      body: 'name=Meera',
    });
  });

  test('names, in its Chrome flag, the key of the certificate it serves', async () => {
    const served = await new Promise<X509Certificate | undefined>((resolve, reject) => {
      const socket = tls.connect(
        { host: '127.0.0.1', port: Number(new URL(edge.url).port), rejectUnauthorized: false },
        () => {
          resolve(socket.getPeerX509Certificate());
          socket.end();
        },
      );
      socket.on('error', reject);
    });
    const key = served?.publicKey.export({ type: 'spki', format: 'der' }) ?? Buffer.alloc(0);
    const spki = createHash('sha256').update(key).digest('base64');
    expect(edge.chromeFlag).toBe(`--ignore-certificate-errors-spki-list=${spki}`);
  });

  test('is trusted by a Chrome given its flag, over HTTP/2, and by no other Chrome', async () => {
    const trusting = await chromium.launch({
      executablePath: benchSettings().chromePath,
      args: ['--no-sandbox', edge.chromeFlag],
    });
    try {
      const page = await trusting.newPage();
      const answer = await page.goto(`${edge.url}/`);
      expect(answer?.status()).toBe(200);
      await expect(page.getByText('Today’s rates').textContent()).resolves.toBe('Today’s rates');
      expect(
        await page.evaluate(
          () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
        ),
      ).toBe('h2');
    } finally {
      await trusting.close();
    }
    const other = await startCdnEdge(origin.url);
    try {
      const stranger = await browser.newPage();
      await expect(stranger.goto(`${edge.url}/`)).rejects.toThrow(/ERR_CERT/);
      const withAnotherFlag = await chromium.launch({
        executablePath: benchSettings().chromePath,
        args: ['--no-sandbox', other.chromeFlag],
      });
      try {
        await expect((await withAnotherFlag.newPage()).goto(`${edge.url}/`)).rejects.toThrow(/ERR_CERT/);
      } finally {
        await withAnotherFlag.close();
      }
    } finally {
      await other.close();
    }
  });

  test('answers 502, saying so, when the origin is gone', async () => {
    const gone = await startOrigin();
    const orphan = await startCdnEdge(gone.url);
    await gone.close();
    try {
      const answer = await h2Get(orphan.url, '/');
      expect(answer.status).toBe(502);
      expect(answer.body.toString()).toContain(`The CDN edge could not reach ${gone.url}`);
    } finally {
      await orphan.close();
    }
  });

  test('refuses an origin that is not plain http', async () => {
    await expect(startCdnEdge('https://example.com')).rejects.toThrow('fronts an http:// origin');
  });
});
