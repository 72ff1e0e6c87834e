import { ERASURE_ANSWER_DAYS, type ErasureRequest } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { erasureNotice } from './erasure-notice';

const NOW = new Date('2026-11-30T06:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

const request = (id: number, dueInDays: number, status: ErasureRequest['status'] = 'open'): ErasureRequest => ({
  id,
  phone: status === 'open' ? '+919825055555' : null,
  email: null,
  status,
  createdAt: new Date(NOW.getTime() - DAY_MS).toISOString(),
  dueBy: new Date(NOW.getTime() + dueInDays * DAY_MS).toISOString(),
  doneAt: status === 'done' ? NOW.toISOString() : null,
  erased: status === 'done' ? 3 : null,
});

describe('erasureNotice', () => {
  it('says nothing when no request is open, answered ones notwithstanding', () => {
    expect(erasureNotice({ requests: [], open: 0 }, NOW)).toBeNull();
    expect(erasureNotice({ requests: [request(1, -40, 'done')], open: 0 }, NOW)).toBeNull();
  });

  it('names the open requests and the first due date (the CMS lists the soonest due first)', () => {
    expect(erasureNotice({ requests: [request(2, 5), request(3, 29), request(1, -9, 'done')], open: 2 }, NOW)).toEqual({
      text: '2 erasure requests waiting; the first is due by 5 Dec 2026.',
      overdue: false,
    });
    expect(erasureNotice({ requests: [request(4, 29)], open: 1 }, NOW)?.text).toBe(
      '1 erasure request waiting; the first is due by 29 Dec 2026.',
    );
  });

  it('warns of overdue ones, counting only those', () => {
    expect(erasureNotice({ requests: [request(5, -1), request(6, 12)], open: 2 }, NOW)).toEqual({
      text: `1 erasure request overdue: the privacy notice promises an answer within ${ERASURE_ANSWER_DAYS} days.`,
      overdue: true,
    });
    expect(erasureNotice({ requests: [request(5, -3), request(7, -1)], open: 2 }, NOW)?.text).toMatch(
      /^2 erasure requests overdue: /,
    );
  });
});
