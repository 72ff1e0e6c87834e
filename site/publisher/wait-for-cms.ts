// The publisher may start before the CMS (npm start starts it first, so that its build hook listens
// before the CMS's first content change calls it): its first build waits until the CMS answers.

export interface WaitOptions {
  timeoutMs: number;
  intervalMs?: number;
  /** Said once, when the CMS does not answer at the first try. */
  onWaiting?: () => void;
}

/** Whether the CMS's health check answered within the time given. */
export async function waitForCms(cmsUrl: string, { timeoutMs, intervalMs = 500, onWaiting }: WaitOptions) {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(new URL('/api/health', cmsUrl), { signal: AbortSignal.timeout(intervalMs * 4) });
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    if (attempt === 0) onWaiting?.();
    if (Date.now() + intervalMs > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
