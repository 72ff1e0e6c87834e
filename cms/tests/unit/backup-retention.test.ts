// The retention rule with dates: the newest archive of each of the last 14 days and of each of
// the last 8 weeks (India time) stays, everything else goes, and nothing newer than what is kept.
import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import {
  type Archive,
  archiveName,
  archivesToRemove,
  type Keep,
  scheduleKeepsCopiesFor,
  takenAt,
} from '../../src/lib/backup/retention';

const archive = (iso: string): Archive => ({ name: archiveName(new Date(iso)), takenAt: new Date(iso) });
const names = (archives: Archive[]) => archives.map((one) => one.takenAt.toISOString());

describe('backup retention', () => {
  it('keeps the newest of each of the last days and weeks, in India time, and removes exactly the rest', () => {
    // Nightly at 02:30 IST (21:00 UTC the day before) for 100 nights up to Sunday 2026-11-29 IST,
    // plus a 'Back up now' at 23:00 IST on the last Saturday and two taken the same night.
    const nightly: Archive[] = [];
    for (let night = 0; night < 100; night += 1) {
      nightly.push(archive(new Date(Date.UTC(2026, 10, 28, 21, 0) - night * 86_400_000).toISOString()));
    }
    const manual = archive('2026-11-28T17:30:00.000Z'); // Saturday 23:00 IST
    const twice = archive('2026-11-28T21:00:05.000Z'); // Sunday 02:30:05 IST, after that night's
    const removed = archivesToRemove([...nightly, manual, twice], { keepDaily: 14, keepWeekly: 8 });
    const kept = [...nightly, manual, twice].filter((one) => !removed.includes(one));

    // Daily: Sunday 29th back to Monday 16th (14 India days), the later of the Sunday pair and
    // Saturday's manual one (later than that Saturday's 02:30). Weekly: the newest of each of the
    // 8 Monday-to-Sunday weeks, the older six being their Sundays 02:30 IST.
    expect(names(kept).sort()).toEqual(
      [
        '2026-11-28T21:00:05.000Z', // Sun 29 (day and week)
        '2026-11-28T17:30:00.000Z', // Sat 28 23:00 IST (the manual one, later that day)
        ...[26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15].map((day) => `2026-11-${day}T21:00:00.000Z`),
        '2026-11-14T21:00:00.000Z', // Sun 15: weekly, the week of Mon 9 to Sun 15
        '2026-11-07T21:00:00.000Z', // Sun 8
        '2026-10-31T21:00:00.000Z', // Sun 1 Nov
        '2026-10-24T21:00:00.000Z', // Sun 25 Oct
        '2026-10-17T21:00:00.000Z', // Sun 18 Oct
        '2026-10-10T21:00:00.000Z', // Sun 11 Oct
      ].sort(),
    );
    expect(removed).toHaveLength(102 - kept.length);
    expect(removed).toContain(nightly[0]); // the first Sunday 02:30: a later one that night is kept
    // Removed oldest first.
    expect(names(removed)).toEqual([...names(removed)].sort());
  });

  it('keeps every archive while there are fewer days than kept, and reads only its own file names', () => {
    const few = [archive('2026-11-27T21:00:00.000Z'), archive('2026-11-28T21:00:00.000Z')];
    expect(archivesToRemove(few, { keepDaily: 14, keepWeekly: 8 })).toEqual([]);
    expect(takenAt(archiveName(new Date('2026-11-29T02:30:00.123Z')))?.toISOString()).toBe('2026-11-29T02:30:00.123Z');
    for (const other of ['suvarna-latest.zip', 'suvarna-2026-11-29T02-30-00-000Z.zip.failed', 'notes.txt']) {
      expect(takenAt(other)).toBeNull();
    }
  });

  describe('how long the backups keep a copy, as the privacy notice says', () => {
    const DAY = 86_400_000;
    const from = new Date('2026-12-01T00:00:00.000Z');
    /** The oldest an archive gets, in days, over a year of a schedule's backups, each followed by the rule. */
    const oldestSeen = (schedule: string, keep: Keep) => {
      const runs = new Cron(schedule, { paused: true, timezone: 'Asia/Kolkata' }).nextRuns(400, from);
      let kept: Archive[] = [];
      let oldest = 0;
      for (const at of runs.filter((run) => run.getTime() < from.getTime() + 365 * DAY)) {
        kept.push({ name: archiveName(at), takenAt: at });
        const removed = archivesToRemove(kept, keep);
        for (const gone of removed) oldest = Math.max(oldest, (at.getTime() - gone.takenAt.getTime()) / DAY);
        kept = kept.filter((archive) => !removed.includes(archive));
      }
      return oldest;
    };

    it.each([
      // Nightly, the default: the weekly archives last longest; the bound is a week above what happens.
      { schedule: '30 2 * * *', keep: { keepDaily: 14, keepWeekly: 8 }, seen: 50, says: 57 },
      // Weekdays only: Friday's backup is followed by Monday's.
      { schedule: '30 2 * * 1-5', keep: { keepDaily: 14, keepWeekly: 8 }, seen: 52, says: 59 },
      // Sundays only: the 14 daily archives span 14 weeks, and the bound is exact.
      { schedule: '30 2 * * 0', keep: { keepDaily: 14, keepWeekly: 8 }, seen: 98, says: 98 },
      // Every six hours, nothing weekly: only the days count.
      { schedule: '0 */6 * * *', keep: { keepDaily: 7, keepWeekly: 0 }, seen: 6.25, says: 7 },
    ])(
      '$schedule keeping $keep.keepDaily days and $keep.keepWeekly weeks: at most $says days',
      ({ schedule, keep, seen, says }) => {
        expect(oldestSeen(schedule, keep)).toBe(seen);
        expect(scheduleKeepsCopiesFor(schedule, 'Asia/Kolkata', keep, from)).toBe(says);
      },
    );

    it('promises no number for a schedule with no backup left to run', () => {
      expect(
        scheduleKeepsCopiesFor('2026-01-01T02:30:00', 'Asia/Kolkata', { keepDaily: 14, keepWeekly: 8 }, from),
      ).toBeNull();
    });
  });
});
