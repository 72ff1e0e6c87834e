// A real HTTP server stands in for the CMS in the client's tests: it records each request and
// answers what a test sets (after a delay, if it says). With `cors`, it answers as a CMS on another
// origin must for a browser's XMLHttpRequest (jsdom's enforces CORS).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface Answer {
  status: number;
  body: unknown;
  /** The body as text (an HTML error page, say), not as JSON. */
  raw?: boolean;
  delayMs?: number;
}

export interface StandInCms {
  baseUrl: string;
  /** The requests of the current test, in order. */
  seen: Seen[];
  /** What the next requests are answered; set again before each test. */
  answer: Answer;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, PUT',
  'Access-Control-Allow-Headers': 'authorization',
};

/** Starts the stand-in for the test file, each test starting with no requests seen and `firstAnswer()`. */
export function useStandInCms({ cors = false, firstAnswer }: { cors?: boolean; firstAnswer: () => Answer }) {
  const cms: StandInCms = { baseUrl: '', seen: [], answer: firstAnswer() };
  const headers = cors ? CORS : {};
  let server: Server;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (cors && request.method === 'OPTIONS') {
        response.writeHead(204, headers).end();
        return;
      }
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        cms.seen.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        });
        const { status, body, raw, delayMs = 0 } = cms.answer;
        const timer = setTimeout(() => {
          response.writeHead(status, { ...headers, 'Content-Type': raw ? 'text/html' : 'application/json' });
          response.end(raw ? String(body) : JSON.stringify(body));
        }, delayMs);
        response.on('close', () => clearTimeout(timer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cms.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    cms.seen = [];
    cms.answer = firstAnswer();
  });
  return cms;
}

/** A port on this machine that nothing listens on: a server that cannot be reached. */
export async function closedPort(): Promise<number> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  return port;
}
