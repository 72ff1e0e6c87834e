// What waits for the admin (new enquiries, and for an owner open erasure requests): counted beside
// each one's sidebar link and, on a phone, where the sidebar hides behind the Menu button, in all on
// that button, so it is seen without opening the menu.

export interface Waiting {
  newEnquiries: number;
  openErasureRequests: number;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '3 new enquiries, 1 open erasure request'; null when nothing waits. */
export function waitingWords({ newEnquiries, openErasureRequests }: Waiting): string | null {
  const parts = [
    newEnquiries > 0 ? counted(newEnquiries, 'new enquiry', 'new enquiries') : null,
    openErasureRequests > 0 ? counted(openErasureRequests, 'open erasure request', 'open erasure requests') : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** A count beside a link when it is above 0: the number, and in words for a screen reader. */
export function CountBadge({ count, words }: { count: number; words: string }) {
  if (count <= 0) return null;
  return (
    <span className="ml-auto min-w-6 rounded-full bg-maroon px-2 py-0.5 text-center text-xs text-ivory">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">
        , {count} {words}
      </span>
    </span>
  );
}

/** The count on the Menu button's corner: the sum, drawn only (its words describe the button). */
export function MenuCount({ waiting }: { waiting: Waiting }) {
  const total = waiting.newEnquiries + waiting.openErasureRequests;
  if (total <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute top-0 right-0 min-w-4 rounded-full bg-maroon px-1 text-center font-semibold text-[0.625rem] text-ivory leading-4"
    >
      {total}
    </span>
  );
}
