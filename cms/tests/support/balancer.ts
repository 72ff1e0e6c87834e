// A small round-robin load balancer in front of CMS instances, as a deployment has one: each
// request goes to the next instance in turn, and a request that cannot reach its instance (a killed
// one) answers 502. `servedBy` records which instance each request went to, in the order they came.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  url: string;
  /** For each request so far, the index of the instance it was sent to. */
  servedBy: number[];
  close(): Promise<void>;
}

/** Headers passed on each way: what the CMS reads of a request, and what a caller reads of an answer. */
// (No encodings: fetch hands the body on decompressed.)
const REQUEST_HEADERS = ['authorization', 'content-type', 'accept'] as const;
const ANSWER_HEADERS = ['content-type', 'cache-control', 'location'] as const;

export async function startBalancer(instances: readonly string[]): Promise<Balancer> {
  const servedBy: number[] = [];
  const server = createServer(async (incoming, outgoing) => {
    const index = servedBy.length % instances.length;
    servedBy.push(index);
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const name of REQUEST_HEADERS) {
      const value = incoming.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    try {
      const answer = await fetch(`${instances[index]}${incoming.url}`, {
        method: incoming.method ?? 'GET',
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : null,
        redirect: 'manual',
      });
      const passed: Record<string, string> = {};
      for (const name of ANSWER_HEADERS) {
        const value = answer.headers.get(name);
        if (value !== null) passed[name] = value;
      }
      outgoing.writeHead(answer.status, passed);
      outgoing.end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    servedBy,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
