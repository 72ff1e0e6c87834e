// HTTP as an attacker sends it: the path exactly as written (fetch and URL would normalise dot
// segments, doubled slashes and case), any headers, and a body sent whole, in parts or not at all.
import { type ClientRequest, type IncomingMessage, request } from 'node:http';
import type { Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body parsed as JSON, or null. */
  json: { success?: boolean; message?: string; data?: unknown } | null;
}

export interface RawOptions {
  headers?: Record<string, string> | undefined;
  body?: string | Uint8Array | undefined;
}

/** A request to `base`'s host and port with exactly this method, path and headers, on a connection of its own. */
function openRequest(base: string, method: string, path: string, headers: Record<string, string>): ClientRequest {
  const { hostname, port } = new URL(base);
  return request({ hostname, port, method, path, headers, agent: false });
}

/** Reads the answer to its end, then gives it whole to `done`, at once (not a tick later). */
function readAnswer(response: IncomingMessage, done: (answer: RawAnswer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    let json: RawAnswer['json'] = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    done({ status: response.statusCode ?? 0, headers: response.headers, text, json });
  });
}

export function rawRequest(base: string, method: string, path: string, options: RawOptions = {}): Promise<RawAnswer> {
  const headers = { ...options.headers };
  // Node sends a GET, DELETE or OPTIONS body without a length unless told one.
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
  return new Promise((resolve, reject) => {
    const req = openRequest(base, method, path, headers);
    req.on('response', (response) => readAnswer(response, resolve));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A request whose body trickles in (`chunk` every `everyMs`); tells when and how the server ended it. */
export function tricklingRequest(
  base: string,
  path: string,
  headers: Record<string, string>,
  chunk: string,
  everyMs: number,
): Promise<{ status: number | null; body: string; closedAfterMs: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    let status: number | null = null;
    let body = '';
    let socket: Socket | undefined;
    const req = openRequest(base, 'POST', path, headers);
    req.on('response', (response) => {
      status = response.statusCode ?? null;
      response.on('data', (data: Buffer) => {
        body += data.toString('utf8');
      });
    });
    const timer = setInterval(() => {
      if (!req.destroyed) req.write(chunk);
    }, everyMs);
    req.on('socket', (opened) => {
      socket = opened;
      opened.on('close', () => {
        clearInterval(timer);
        resolve({ status, body, closedAfterMs: Date.now() - started });
      });
    });
    req.on('error', () => socket?.destroy());
    req.flushHeaders();
  });
}

/** A request whose body the test sends when it likes, watching for the answer and the close meanwhile. */
export interface HeldRequest {
  /** The answer once it has come whole, with when (ms from the start); null if the connection closed without one. */
  answer: Promise<(RawAnswer & { afterMs: number }) | null>;
  /** When the connection closed, in ms from the start. */
  closed: Promise<number>;
  /** The client's port: the server sees the connection coming from it. */
  localPort: Promise<number>;
  /** Sends body bytes; false once the connection no longer takes them. */
  send(bytes: string | Uint8Array): Promise<boolean>;
  /** Goes away in the middle of the body, as a client whose line dropped. */
  abort(): void;
}

/** Sends a request's headers at once, and its body only as the test sends it. */
export function heldRequest(base: string, method: string, path: string, headers: Record<string, string>): HeldRequest {
  const started = Date.now();
  const req = openRequest(base, method, path, headers);
  let answered: (answer: (RawAnswer & { afterMs: number }) | null) => void = () => undefined;
  const answer = new Promise<(RawAnswer & { afterMs: number }) | null>((resolve) => {
    answered = resolve;
  });
  let responded = false;
  req.on('response', (response) => {
    responded = true;
    readAnswer(response, (whole) => answered({ ...whole, afterMs: Date.now() - started }));
    // After 'end', a no-op; before it, the answer was cut short.
    response.on('close', () => answered(null));
  });
  const closed = new Promise<number>((resolve) => {
    req.on('socket', (socket) =>
      socket.on('close', () => {
        if (!responded) answered(null);
        resolve(Date.now() - started);
      }),
    );
  });
  const localPort = new Promise<number>((resolve) => {
    req.on('socket', (socket) => socket.on('connect', () => resolve(socket.localPort ?? 0)));
  });
  // Writing to a connection the server has closed fails: that is what some tests wait for.
  req.on('error', () => undefined);
  req.flushHeaders();
  return {
    answer,
    closed,
    localPort,
    send: (bytes) =>
      new Promise((resolve) => {
        if (req.destroyed) resolve(false);
        else req.write(bytes, (error) => resolve(!error));
      }),
    abort: () => req.destroy(),
  };
}
