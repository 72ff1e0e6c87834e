import type { FullConfig } from '@playwright/test';
import { STACK_VARIABLES, type Stack, startStack } from './stack';

// Playwright starts a stack (a CMS and a built site) for each worker, so that two workers never
// see each other's writes: every test keeps running after the tests before it in its own stack, as
// with one worker. Workers read their stack's addresses from the environment, which they inherit
// from this process (playwright.config.ts picks a worker's own by its parallel index).
export default async function globalSetup(config: FullConfig) {
  const started = await Promise.allSettled(Array.from({ length: config.workers }, () => startStack()));
  const stacks = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => Promise.all(stacks.map((stack) => stack.stop()));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  stacks.forEach((stack: Stack, lane) => {
    for (const [name, key] of Object.entries(STACK_VARIABLES)) process.env[`${name}_${lane}`] = stack[key];
  });
  return stopAll;
}
