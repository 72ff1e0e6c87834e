// HTTP as an attacker sends it: the path exactly as written (fetch and URL would normalise dot
// segments, doubled slashes and case), any headers, and a body sent whole, in parts or not at all.
import { request } from 'node:http';
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

export function rawRequest(base: string, method: string, path: string, options: RawOptions = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  const headers = { ...options.headers };
  // Node sends a GET, DELETE or OPTIONS body without a length unless told one.
  if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method, path, headers, agent: false }, (response) => {
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
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
      });
    });
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
  const { hostname, port } = new URL(base);
  const started = Date.now();
  return new Promise((resolve) => {
    let status: number | null = null;
    let body = '';
    let socket: Socket | undefined;
    const req = request({ hostname, port, method: 'POST', path, headers, agent: false }, (response) => {
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
