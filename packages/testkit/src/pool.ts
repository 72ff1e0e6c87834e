// Many tasks, a bounded number at a time (p-limit): the load tests' connections, the seeder's uploads.
import pLimit from 'p-limit';

/**
 * Runs the tasks with at most `concurrency` of them in flight and resolves with their results, in
 * the tasks' order. On the first failure no further task starts: the tasks already running are
 * awaited, then the promise rejects with that failure, so nothing is left running behind the caller.
 */
export async function runAll<T>(tasks: ReadonlyArray<() => Promise<T>>, concurrency: number): Promise<T[]> {
  const limit = pLimit({ concurrency, rejectOnClear: true });
  let failure: { error: unknown } | undefined;
  const runs = tasks.map((task) =>
    limit(async () => {
      try {
        return await task();
      } catch (error) {
        failure ??= { error };
        limit.clearQueue();
        throw error;
      }
    }),
  );
  const settled = await Promise.allSettled(runs);
  if (failure) throw failure.error;
  return settled.map((result) => (result as PromiseFulfilledResult<T>).value);
}
