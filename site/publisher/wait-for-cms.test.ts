// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForCms } from './wait-for-cms.ts';

let server: Server | undefined;
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

/** A free port, its server closed again: nothing listens there until `listen` is called. */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the publisher waits for the CMS before its first build', () => {
  it('waits until the CMS listens and answers its health check, saying once that it waits', async () => {
    const port = await freePort();
    const onWaiting = vi.fn();
    setTimeout(() => {
      server = createServer((request, response) =>
        response.writeHead(request.url === '/api/health' ? 200 : 404).end('{"success":true}'),
      );
      server.listen(port, '127.0.0.1');
    }, 600);
    const started = Date.now();
    expect(await waitForCms(`http://127.0.0.1:${port}`, { timeoutMs: 5000, intervalMs: 100, onWaiting })).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(onWaiting).toHaveBeenCalledTimes(1);
  });

  it('gives up after the time given when nothing answers', async () => {
    const port = await freePort();
    expect(await waitForCms(`http://127.0.0.1:${port}`, { timeoutMs: 400, intervalMs: 100 })).toBe(false);
  });
});
