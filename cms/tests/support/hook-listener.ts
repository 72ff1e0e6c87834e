// A local HTTP listener standing in for the site's build hook: it counts POSTs and answers with
// the statuses a test lines up (200 once they run out).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HookListener {
  url: string;
  posts: number;
  failNext(statuses: number[]): void;
  close(): Promise<void>;
}

export async function startHookListener(): Promise<HookListener> {
  let statuses: number[] = [];
  const listener: HookListener = {
    url: '',
    posts: 0,
    failNext(next) {
      statuses = [...next];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    if (request.method === 'POST') listener.posts += 1;
    response.statusCode = statuses.shift() ?? 200;
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  listener.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/test`;
  return listener;
}
