// Counts the reads the CMS answers (lib/read-traffic.ts), so that a long write gives way to them.
import type { Context, Next } from 'koa';
import { readBegun } from '../lib/read-traffic';

const READS = new Set(['GET', 'HEAD']);

export default () =>
  async (ctx: Context, next: Next): Promise<void> => {
    if (!READS.has(ctx.method)) return next();
    const ended = readBegun();
    try {
      await next();
    } finally {
      ended();
    }
  };
