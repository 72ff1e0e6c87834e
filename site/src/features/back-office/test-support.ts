// Shared pieces of the back office's tests: a real local HTTP server standing in for the CMS, and
// an auth store wired to it.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@suvarna/api-client';
import { createAuthStore } from './auth';

export type Handler = (request: IncomingMessage, body: string) => { status: number; body: unknown };

/** Starts a CMS stand-in on a free port; `close` stops it. */
export async function startFakeCms(handler: Handler) {
  const requests: Array<{ method: string; url: string; body: string; authorization: string | undefined }> = [];
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      body,
      authorization: request.headers.authorization,
    });
    const answer = handler(request, body);
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const ADMIN_USER = { id: 1, email: 'owner@shop.in', username: 'owner' };

/** An auth store on the page's localStorage whose page changes and toasts are recorded. */
export function createTestAuthStore(baseUrl: string) {
  const navigations: string[] = [];
  const notices: string[] = [];
  const client = createApiClient({ baseUrl });
  const store = createAuthStore({
    login: (input) => client.login(input),
    storage: localStorage,
    navigate: (path) => navigations.push(path),
    notifySuccess: (message) => notices.push(message),
  });
  return { store, navigations, notices };
}

/** A store that never reaches a server: for screens that only need someone (or no one) logged in. */
export function createOfflineAuthStore() {
  return createTestAuthStore('http://127.0.0.1:9');
}
