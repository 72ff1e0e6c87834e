// The tick boxes of a selectable RecordsTable (the Product table's bulk edit): their classes (a row's
// own is drawn by RecordsTable), the page's (in the header, and beside the search on a phone, whose
// table has no header row), and the line saying how many are ticked, with "Select all N matching".
import { useEffect, useId, useRef } from 'react';

/** What a selectable row needs: its id. */
interface Identified {
  id: number;
}

/** The ticked records, by id: the page holds them, and acts on them (a bulk edit). */
export interface RowSelection {
  selected: ReadonlySet<number>;
  onChange: (selected: ReadonlySet<number>) => void;
  /** What a record is called, in the plural: "Select all 45 products matching this search". */
  plural: string;
}

/** A tick box for the whole page: ticked when every row is, "mixed" when some are. */
export function PageTickBox({
  id,
  label,
  rows,
  selection,
}: {
  id?: string;
  label: string;
  rows: readonly Identified[];
  selection: RowSelection;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const ticked = rows.filter((row) => selection.selected.has(row.id)).length;
  const all = rows.length > 0 && ticked === rows.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = ticked > 0 && !all;
  }, [ticked, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      id={id}
      aria-label={label}
      className={TICK_BOX}
      checked={all}
      disabled={rows.length === 0}
      onChange={() => {
        const next = new Set(selection.selected);
        for (const row of rows) {
          if (all) next.delete(row.id);
          else next.add(row.id);
        }
        selection.onChange(next);
      }}
    />
  );
}

export const TICK_BOX = 'size-5 accent-gold-deep align-middle';
// On a phone's compact row the tick box sits at the row's start, before the picture (the row's
// `compact` classes leave it the room).
export const COMPACT_TICK =
  'max-md:absolute max-md:inset-y-0 max-md:left-0 max-md:flex max-md:w-11 max-md:items-center max-md:justify-center max-md:p-0';

/**
 * How many are ticked, with "Select all N matching this search" once the whole page is (the rest are
 * on other pages), and Clear. A phone, whose table has no header row, ticks the page here.
 */
export function SelectionLine<Row extends Identified>({
  selection,
  shown,
  found,
  searching,
}: {
  selection: RowSelection;
  shown: readonly Row[];
  found: readonly Row[];
  searching: boolean;
}) {
  const id = useId();
  const count = selection.selected.size;
  const pageTicked = shown.every((row) => selection.selected.has(row.id));
  const allTicked = found.every((row) => selection.selected.has(row.id));
  return (
    <div className="contents text-sm">
      <span className="flex min-h-10 items-center gap-2 text-sm md:hidden">
        <PageTickBox id={id} label="Select this page" rows={shown} selection={selection} />
        <label htmlFor={id}>Select page</label>
      </span>
      <p aria-live="polite" className={count > 0 ? 'text-sm font-semibold text-charcoal' : 'sr-only'}>
        {count} selected
      </p>
      {count > 0 && pageTicked && !allTicked && (
        <button
          type="button"
          className="min-h-10 text-sm font-semibold text-gold-deep underline underline-offset-4"
          onClick={() => selection.onChange(new Set([...selection.selected, ...found.map((row) => row.id)]))}
        >
          {searching
            ? `Select all ${found.length} matching this search`
            : `Select all ${found.length} ${selection.plural}`}
        </button>
      )}
      {count > 0 && (
        <button
          type="button"
          className="min-h-10 text-sm text-stone underline underline-offset-4"
          onClick={() => selection.onChange(new Set())}
        >
          Clear selection
        </button>
      )}
    </div>
  );
}
