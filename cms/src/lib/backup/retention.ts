// Which archives to keep: the newest of each of the last `keepDaily` days that have one, and the
// newest of each of the last `keepWeekly` weeks (Monday to Sunday) that have one, days and weeks
// in India time. Run only right after a new archive has been verified, so an older archive is
// removed only once a newer one is known to be sound: the newest is always kept.

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
