// A page of history entries, newest first, as cards (a phone's screen and a laptop's alike: an
// entry's changes do not fit a table's row), with the count and Previous/Next. The History page and
// a product's History tab both show them.
import { HISTORY_PAGE_SIZE, type HistoryEntry, type HistoryPage } from '@suvarna/domain';
import { useRef } from 'react';
import { RecordsSection } from '../ui/RecordsSection';
import { formatWhen } from '../ui/when';
import { changeText, whatWasDone } from './history-words';

export const NO_ENTRIES = 'No changes match these filters.';

function EntryCard({ entry, showName }: { entry: HistoryEntry; showName: boolean }) {
  return (
    <li className="grid gap-x-6 gap-y-1.5 px-4 py-3 sm:grid-cols-[13rem_minmax(0,1fr)]">
      <div className="grid content-start gap-0.5 text-sm">
        <time dateTime={entry.at} className="text-xs text-stone">
          {formatWhen(entry.at)}
        </time>
        <span className="font-semibold text-charcoal wrap-anywhere">{entry.who.name}</span>
        {entry.who.email && <span className="text-xs text-stone wrap-anywhere">{entry.who.email}</span>}
      </div>
      <div className="grid min-w-0 content-start gap-1.5">
        <p className="text-sm text-charcoal wrap-anywhere">
          <span className="font-semibold">{whatWasDone(entry)}</span>
          {showName && entry.name && <>: {entry.name}</>}
        </p>
        {entry.changes.length > 0 && (
          <ul aria-label="Changes" className="grid gap-1 border-line border-l-2 pl-3 text-sm text-charcoal">
            {entry.changes.map((change) => (
              <li key={change.field} className="wrap-anywhere">
                {changeText(change)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

interface HistoryEntriesProps {
  read: { data: HistoryPage | undefined; error: Error | null; refetch: () => unknown };
  page: number;
  onPage: (page: number) => void;
  /** The list's accessible name: 'History', 'History of Kada Bangle'. */
  label: string;
  /** Whether each entry names its record (a product's own tab need not repeat it). */
  showName?: boolean;
  /** What an empty page says. */
  emptyText?: string;
}

export function HistoryEntries({
  read,
  page,
  onPage,
  label,
  showName = true,
  emptyText = NO_ENTRIES,
}: HistoryEntriesProps) {
  const top = useRef<HTMLParagraphElement>(null);
  // Next and Previous sit under 50 entries: the new page is shown from its start (jsdom scrolls not).
  const turnTo = (next: number) => {
    onPage(next);
    top.current?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <RecordsSection read={read} loadingText="Loading history…">
      {({ entries, total }) => {
        const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
        return (
          <>
            <p ref={top} role="status" className="scroll-mt-24 text-sm text-stone">
              {total === 0 ? emptyText : `${total} ${total === 1 ? 'change' : 'changes'}, newest first`}
            </p>
            {entries.length > 0 && (
              <ul aria-label={label} className="divide-y divide-line border border-line bg-white/60">
                {entries.map((entry, index) => (
                  // Entries have no id of their own on the wire; their order on a page is fixed.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <EntryCard key={`${entry.at}-${index}`} entry={entry} showName={showName} />
                ))}
              </ul>
            )}
            {pages > 1 && (
              // Narrower buttons than elsewhere: in the product dialog on a phone, "Page 1 of 2" stays on one line.
              <nav aria-label="Pages" className="flex items-center justify-between gap-2 text-sm">
                <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => turnTo(page - 1)}>
                  Previous
                </button>
                <span className="whitespace-nowrap">
                  Page {page} of {pages}
                </span>
                <button
                  type="button"
                  className="btn btn-outline px-4"
                  disabled={page >= pages}
                  onClick={() => turnTo(page + 1)}
                >
                  Next
                </button>
              </nav>
            )}
          </>
        );
      }}
    </RecordsSection>
  );
}
