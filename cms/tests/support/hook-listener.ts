// A local HTTP listener standing in for the site's build hook: it counts POSTs and answers with
// the statuses a test lines up (200 once they run out), at once or when the test lets it.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HookListener {
  url: string;
  posts: number;
  failNext(statuses: number[]): void;
  /** Keeps the next answers waiting (a slow build) until `release()`. */
  hold(): void;
  release(): void;
  /** Resolves at the next POST (or at once if `count` POSTs have already come). */
  posted(count: number): Promise<void>;
  close(): Promise<void>;
}

export async function startHookListener(): Promise<HookListener> {
  let statuses: number[] = [];
  let holding = false;
  const held: Array<() => void> = [];
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  const listener: HookListener = {
    url: '',
    posts: 0,
    failNext(next) {
      statuses = [...next];
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    posted(count) {
      return new Promise((resolve) => {
        if (listener.posts >= count) resolve();
        else waiting.push({ count, resolve });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        listener.release();
        server.close(() => resolve());
      }),
  };
  const answer = (response: ServerResponse) => {
    response.statusCode = statuses.shift() ?? 200;
    response.end('{}');
  };
  const server = createServer((request, response) => {
    if (request.method === 'POST') listener.posts += 1;
    for (const wait of waiting.filter((entry) => listener.posts >= entry.count)) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve();
    }
    if (holding) held.push(() => answer(response));
    else answer(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  listener.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/test`;
  return listener;
}
