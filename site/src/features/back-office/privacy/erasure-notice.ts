// What the back office tells an owner of open erasure requests outside their page: the privacy
// notice promises an answer within ERASURE_ANSWER_DAYS days, so a waiting request is named on the
// dashboard with its due date, and an overdue one as a warning.
import { ERASURE_ANSWER_DAYS, type ErasureRequestList, erasureOverdue } from '@suvarna/domain';

const DUE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** A request's due date as the back office shows it, e.g. '5 Dec 2026'. */
export const formatDue = (dueBy: string) => DUE.format(new Date(dueBy));

const requests = (count: number) => `${count} erasure ${count === 1 ? 'request' : 'requests'}`;

export interface ErasureNotice {
  text: string;
  overdue: boolean;
}

/** What the dashboard says of the open requests, or null when none is open. */
export function erasureNotice(list: ErasureRequestList, now = new Date()): ErasureNotice | null {
  const open = list.requests.filter((request) => request.status === 'open');
  const first = open[0];
  if (list.open === 0 || !first) return null;
  const overdue = open.filter((request) => erasureOverdue(request, now)).length;
  if (overdue > 0)
    return {
      text: `${requests(overdue)} overdue: the privacy notice promises an answer within ${ERASURE_ANSWER_DAYS} days.`,
      overdue: true,
    };
  // The CMS lists open requests the soonest due first.
  return {
    text: `${requests(list.open)} waiting; the first is due by ${formatDue(first.dueBy)}.`,
    overdue: false,
  };
}
