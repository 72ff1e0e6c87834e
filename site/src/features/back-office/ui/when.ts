// How the back office words times and durations: "10:15 am" today, "23 Nov,
// 10:15 am" another day; "7.3 s", "1 min 12 s".
const TIME = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true });
const DAY_AND_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const DAY = new Intl.DateTimeFormat('en-IN', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** A time of today by its clock time alone; another day's with its date. */
export function formatWhen(iso: string, now = new Date()): string {
  const when = new Date(iso);
  return DAY.format(when) === DAY.format(now) ? TIME.format(when) : DAY_AND_TIME.format(when);
}

export function formatDuration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
