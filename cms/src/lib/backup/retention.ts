// Which archives to keep: the newest of each of the last `keepDaily` days that have one, and the
// newest of each of the last `keepWeekly` weeks (Monday to Sunday) that have one, days and weeks
// in India time. Run only right after a new archive has been verified, so an older archive is
// removed only once a newer one is known to be sound: the newest is always kept. And how long,
// at most, that keeps a copy of what left the shop's records: the privacy notice says it.

import { Cron } from 'croner';

export interface Archive {
  name: string;
  takenAt: Date;
}

export interface Keep {
  keepDaily: number;
  keepWeekly: number;
}

/** India Standard Time: UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The India date, as days since 1970-01-01. */
const indiaDay = (at: Date) => Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS);
/** The India week, as the day number of its Monday (1970-01-01 was a Thursday). */
const indiaWeek = (at: Date) => {
  const day = indiaDay(at);
  return day - ((day + 3) % 7);
};

/** The archive file name the CMS and the backup command give: suvarna-2026-11-29T02-30-00-000Z.zip. */
const ARCHIVE_NAME = /^suvarna-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.zip$/;

export const archiveName = (at: Date) => `suvarna-${at.toISOString().replace(/[:.]/g, '-')}.zip`;

/** When an archive named by archiveName was taken; null for any other file. */
export function takenAt(name: string): Date | null {
  const match = ARCHIVE_NAME.exec(name);
  if (!match) return null;
  const at = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The archives to remove, oldest first. */
export function archivesToRemove(archives: readonly Archive[], { keepDaily, keepWeekly }: Keep): Archive[] {
  const newestFirst = [...archives].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const kept = new Set<Archive>();
  const keepNewestOf = (period: (at: Date) => number, count: number) => {
    const periods = new Set<number>();
    for (const archive of newestFirst) {
      const key = period(archive.takenAt);
      if (periods.has(key)) continue;
      if (periods.size === count) break;
      periods.add(key);
      kept.add(archive);
    }
  };
  keepNewestOf(indiaDay, keepDaily);
  keepNewestOf(indiaWeek, keepWeekly);
  return newestFirst.filter((archive) => !kept.has(archive)).reverse();
}

/**
 * The most days a copy can stay in the backups after it left the shop's records, while each backup
 * is followed by one on a later India day at most `nextDayMs` after it (a day when nightly): the
 * privacy notice promises this of deleted and erased data. The daily rule drops an archive once
 * `keepDaily` later days have one, each at most `nextDayMs` after the last. The weekly rule drops it
 * once `keepWeekly` later weeks have one: when every week has a backup, the last of them begins
 * within that many weeks of the archive's and has its first backup at most `nextDayMs` in; else each
 * later week's first backup is at most a week and `nextDayMs` after the one before. Nightly with the
 * defaults this says 57 days; the oldest archive is in fact 50 days old when it goes.
 */
export function longestKeptDays({ keepDaily, keepWeekly }: Keep, nextDayMs: number): number {
  const week = 7 * DAY_MS;
  const daily = keepDaily * nextDayMs;
  const weekly =
    keepWeekly === 0 ? 0 : nextDayMs <= week ? keepWeekly * week + nextDayMs : keepWeekly * (week + nextDayMs);
  return Math.ceil(Math.max(daily, weekly) / DAY_MS);
}

/** The India day after `at` begins: the first instant a backup counts for a later day. */
const nextIndiaDayStart = (at: Date) => new Date((indiaDay(at) + 1) * DAY_MS - IST_OFFSET_MS);

/**
 * longestKeptDays for a schedule (a cron expression in `timeZone`), its gaps read over the coming
 * year; null when it has no backup left to run, as nothing would then replace the archives kept.
 */
export function scheduleKeepsCopiesFor(schedule: string, timeZone: string, keep: Keep, from = new Date()) {
  const cron = new Cron(schedule, { paused: true, timezone: timeZone });
  const yearOn = from.getTime() + 366 * DAY_MS;
  let longest = 0;
  for (let run = cron.nextRun(from); run && run.getTime() <= yearOn; ) {
    const later = cron.nextRun(new Date(nextIndiaDayStart(run).getTime() - 1));
    if (!later) return null;
    longest = Math.max(longest, later.getTime() - run.getTime());
    run = later;
  }
  return longest === 0 ? null : longestKeptDays(keep, longest);
}
