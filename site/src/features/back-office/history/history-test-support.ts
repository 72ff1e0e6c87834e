// What the history's tests share: entries as the CMS sends them, and the people who made them.
import type { HistoryEntry, TeamMember } from '@suvarna/domain';

export const OWNER: TeamMember = {
  id: 1,
  name: 'Ramesh Soni',
  email: 'ramesh@suvarna.example',
  role: 'owner',
  lastSignInAt: '2026-11-28T04:00:00.000Z',
  status: 'active',
  twoStep: false,
};
export const STAFF: TeamMember = {
  id: 2,
  name: 'Asha Patel',
  email: 'asha@suvarna.example',
  role: 'staff',
  lastSignInAt: '2026-11-28T05:00:00.000Z',
  status: 'active',
  twoStep: false,
};

/** A product's update by Asha on 25 Nov (India time), unless the overrides say otherwise. */
export function historyEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    at: '2026-11-25T06:30:00.000Z',
    who: { id: STAFF.id, name: STAFF.name, email: STAFF.email },
    action: 'updated',
    kind: 'product',
    id: 7,
    name: 'Kada Bangle (KB-22)',
    changes: [],
    ...overrides,
  };
}

/** `count` updates of product 7, a minute apart, the newest at 27 Nov 10:00 India time. */
export const manyEntries = (count: number): HistoryEntry[] =>
  Array.from({ length: count }, (_, index) =>
    historyEntry({
      at: new Date(Date.parse('2026-11-27T04:30:00.000Z') - index * 60_000).toISOString(),
      changes: [{ field: 'laber', from: 1000 + index, to: 1001 + index }],
    }),
  );
