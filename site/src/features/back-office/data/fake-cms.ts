// The back office's tests' CMS: a real local HTTP server standing in for it, and the multipart
// bodies it receives. It answers CORS as the CMS does for the site's origin: uploads that report their
// progress go by jsdom's XMLHttpRequest, which (unlike Node's fetch) keeps to the same-origin rules.
import { File as NodeFile } from 'node:buffer';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type AdminRole,
  HISTORY_PAGE_SIZE,
  type HistoryEntry,
  historyQuerySchema,
  STAFF_HISTORY_KINDS,
} from '@suvarna/domain';

export interface Answer {
  status: number;
  body: unknown;
  /** A file instead of the JSON envelope (a sheet to download): its bytes as text, and its type. */
  file?: { text: string; type: string; headers?: Record<string, string> };
}

export type Handler = (request: IncomingMessage, body: string) => Answer | Promise<Answer>;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
  'Access-Control-Allow-Headers': 'authorization, content-type',
};

/** Starts a CMS stand-in on a free port; `close` stops it. */
export async function startFakeCms(handler: Handler) {
  const requests: Array<{ method: string; url: string; body: string; authorization: string | undefined }> = [];
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    // A browser's preflight: answered, not handed to the test's handler nor counted.
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    let body = '';
    for await (const chunk of request) body += chunk;
    requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      body,
      authorization: request.headers.authorization,
    });
    // A stand-in that throws answers 500 with the reason, so the test fails at once rather than hang.
    const answer = await Promise.resolve()
      .then(() => handler(request, body))
      .catch((error: unknown) => ({ status: 500, body: { success: false, message: `Test CMS failed: ${error}` } }));
    if ('file' in answer && answer.file) {
      response.writeHead(answer.status, {
        ...CORS,
        'Access-Control-Expose-Headers': 'content-disposition',
        'Content-Type': answer.file.type,
        ...answer.file.headers,
      });
      response.end(answer.file.text);
      return;
    }
    response.writeHead(answer.status, { ...CORS, 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// Node's own FormData, which jsdom's takes the place of in this environment.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;

/**
 * fetch for multipart calls under jsdom: Node's fetch sends jsdom's FormData as the text
 * "[object FormData]" (a browser's fetch takes its own FormData), so the form is copied into Node's,
 * files and names included, before it is sent.
 */
export const multipartSafeFetch: typeof fetch = async (input, init) => {
  if (!(init?.body instanceof FormData)) return fetch(input, init);
  const form = new NodeFormData();
  for (const [key, value] of init.body) {
    if (typeof value === 'string') form.append(key, value);
    else
      form.append(
        key,
        new NodeFile([new Uint8Array(await value.arrayBuffer())], value.name, { type: value.type }) as Blob,
      );
  }
  return fetch(input, { ...init, body: form });
};

export interface MultipartPart {
  name: string;
  /** Set for a file part. */
  filename?: string;
  value: string;
}

/**
 * The parts of a multipart body as the stand-in CMS received it (file contents as text). Node's own
 * parser (Response.formData) fails under jsdom's globals, and the tests only need names and fields.
 */
export function parseMultipart(body: string, contentType: string | undefined): MultipartPart[] {
  const boundary = contentType?.match(/boundary=(.+)$/)?.[1];
  if (!boundary) throw new Error(`Not a multipart body: ${contentType}`);
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      const name = head.match(/ name="([^"]*)"/)?.[1] ?? '';
      const filename = head.match(/ filename="([^"]*)"/)?.[1];
      const value = rest.join('\r\n\r\n').replace(/\r\n$/, '');
      return filename === undefined ? { name, value } : { name, filename, value };
    });
}

/** An entry's day in India time (YYYY-MM-DD), the day the CMS's From and To compare. */
const indiaDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', dateStyle: 'short' }).format(new Date(iso));

/**
 * GET /api/admin/history?… as the CMS answers it (docs/api.md#history), from `entries`: its query
 * read with the CMS's schema (a malformed one refused, 400), filtered by person, kind, record,
 * days and text, newest first, 50 a page; staff are answered the content's kinds only.
 */
export function answerHistory(url: string, entries: readonly HistoryEntry[], role: AdminRole = 'owner'): Answer {
  const params = new URL(url, 'http://cms.test').searchParams;
  const parsed = historyQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return { status: 400, body: { success: false, message: parsed.error.issues[0]?.message } };
  const { who, kind, id, from, to, search, page = 1 } = parsed.data;
  const term = search?.toLowerCase();
  const matching = entries
    .filter(
      (entry) =>
        (role === 'owner' || STAFF_HISTORY_KINDS.includes(entry.kind)) &&
        (who === undefined || entry.who.id === who) &&
        (kind === undefined || entry.kind === kind) &&
        (id === undefined || entry.id === id) &&
        (from === undefined || indiaDay(entry.at) >= from) &&
        (to === undefined || indiaDay(entry.at) <= to) &&
        (term === undefined ||
          [entry.name, entry.who.name, entry.who.email].some((text) => text.toLowerCase().includes(term))),
    )
    .sort((a, b) => b.at.localeCompare(a.at));
  const start = (page - 1) * HISTORY_PAGE_SIZE;
  return {
    status: 200,
    body: {
      success: true,
      data: { entries: matching.slice(start, start + HISTORY_PAGE_SIZE), total: matching.length },
    },
  };
}
