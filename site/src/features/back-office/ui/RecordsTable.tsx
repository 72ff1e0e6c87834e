// The admin's tables (docs/back-office.md): a # column, upper-cased headers, Edit and Delete on each row and
// 'No records available' when empty. With `search` and `pageSize` it also narrows and pages the rows,
// for catalogues of hundreds of products; with `viewOnSite`, each row also links to the record's page;
// with `selection`, each row has a tick box (a header one for the page, and "Select all N matching"
// across pages) for the page's bulk actions.
import { MESSAGES } from '@suvarna/domain';
import ExternalLink from 'lucide-react/icons/external-link';
import Pencil from 'lucide-react/icons/pencil';
import Search from 'lucide-react/icons/search';
import Trash2 from 'lucide-react/icons/trash';
import { type ReactNode, useId, useState } from 'react';
import { ActionsMenu } from './ActionsMenu';
import { COMPACT_TICK, PageTickBox, type RowSelection, SelectionLine, TICK_BOX } from './RowSelection';

export type { RowSelection } from './RowSelection';

// Below 768 px each record is a card: every cell on a line of its own, after its column's name, so
// nothing is cut or needs scrolling sideways. From 768 px it is a table; until 1280 px a wide one
// scrolls sideways with its actions kept in view; from 1280 px it fits the page, its longer texts
// wrapping, and nothing sits over its last columns. The column names before the values are
// decorative (`/ ""`): a screen reader has the table's own headers. A long word (a pasted link,
// an SKU) breaks rather than widen the page past the phone's screen.
//
// A `compact` table (a long list, like the products) shows a phone a compact row per record instead
// of a card: a grid holding only the columns that say which record it is, each placed by its
// `compact` classes, and the actions behind one menu button at the row's end.
const CARD_CELL =
  'max-md:flex max-md:items-baseline max-md:wrap-anywhere max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1 max-md:text-right max-md:before:text-left max-md:before:font-semibold max-md:before:text-stone max-md:before:text-xs max-md:before:uppercase max-md:before:tracking-wider max-md:before:content-[attr(data-label)_/_""]';
const STICKY_END = 'md:max-xl:sticky md:max-xl:right-0 md:max-xl:border-line md:max-xl:border-l';
const ACTION =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 border border-line px-2.5 text-xs font-semibold uppercase tracking-wider transition-colors';
const ROW = 'border-line border-b last:border-b-0 hover:bg-sand/30';
const CARD_ROW = 'max-md:block max-md:border max-md:bg-white/60 max-md:px-4 max-md:py-2 max-md:last:border-b';
// One bordered list of rows; each row a grid, its own classes saying which columns it has.
const COMPACT_BODY = 'max-md:block max-md:border max-md:border-line max-md:bg-white/60';
const COMPACT_ROW = 'max-md:relative max-md:grid max-md:items-center max-md:gap-x-3';
// The menu button, at the end of the row's grid whatever its columns, over both its lines.
const COMPACT_ACTIONS = 'max-md:col-end-[-1] max-md:row-span-2 max-md:row-start-1 max-md:p-0';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Tailwind classes for the column's cells, e.g. to right-align numbers. */
  className?: string;
  /**
   * In a `compact` table, where a phone shows the cell in the row's grid (`max-md:` classes), or
   * false to leave the column out on a phone.
   */
  compact?: string | false;
}

/** A record: its id keys its row, and its name is in its buttons' accessible names: "Edit Ruby ring". */
interface NamedRecord {
  id: number;
  name: string;
}

export interface RowAction {
  label: string;
  icon: ReactNode;
  onSelect: () => void;
}

interface RecordsTableProps<Row extends NamedRecord> {
  /** What the table lists, e.g. "Products": its accessible name. */
  caption: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  /** Left out (with onDelete) for a reader who may not change the records: no Edit and Delete buttons. */
  onEdit?: ((row: Row) => void) | undefined;
  onDelete?: ((row: Row) => void) | undefined;
  search?: { label: string; matches: (row: Row, term: string) => boolean };
  pageSize?: number;
  /**
   * The address of each record's page on the public site: 'View on site', beside Edit, opens it in a
   * new tab. None for a record the site does not show.
   */
  viewOnSite?: (row: Row) => string | undefined;
  /** A record's own actions besides View, Edit and Delete (a draft's Publish): buttons, or items of a phone's menu. */
  rowActions?: (row: Row) => ReadonlyArray<RowAction>;
  /** A compact row per record on a phone: the `max-md:` classes of its grid (its columns, its padding). */
  compact?: string;
  /** Tick boxes to pick records for the page's bulk actions. */
  selection?: RowSelection;
}

export function RecordsTable<Row extends NamedRecord>({
  caption,
  columns,
  rows,
  onEdit,
  onDelete,
  search,
  pageSize,
  viewOnSite,
  rowActions,
  compact,
  selection,
}: RecordsTableProps<Row>) {
  const searchId = useId();
  const [term, setTerm] = useState('');
  const [requestedPage, setRequestedPage] = useState(1);

  const trimmed = term.trim().toLowerCase();
  const found = search && trimmed ? rows.filter((row) => search.matches(row, trimmed)) : rows;
  const pageCount = pageSize ? Math.max(1, Math.ceil(found.length / pageSize)) : 1;
  // A delete can empty the last page: show the last page that still has rows.
  const page = Math.min(requestedPage, pageCount);
  const first = pageSize ? (page - 1) * pageSize : 0;
  const shown = pageSize ? found.slice(first, first + pageSize) : found;

  return (
    <div className="grid gap-4">
      {/* The tick box for the page sits beside the search on a phone: no row of the list is lost to it. */}
      {(search || selection) && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {search && (
            <div className="relative min-w-0 max-w-sm flex-1 max-md:basis-48 md:w-full md:flex-none">
              <label htmlFor={searchId} className="sr-only">
                {search.label}
              </label>
              <Search size={18} aria-hidden="true" className="absolute top-1/2 left-3 -translate-y-1/2 text-stone" />
              <input
                id={searchId}
                type="search"
                placeholder={search.label}
                value={term}
                onChange={(event) => {
                  setTerm(event.target.value);
                  setRequestedPage(1);
                }}
                className="block w-full border border-line bg-white py-2.5 pr-3 pl-10 text-base outline-none focus-visible:border-gold-deep"
              />
            </div>
          )}
          {selection && found.length > 0 && (
            <SelectionLine selection={selection} shown={shown} found={found} searching={trimmed !== ''} />
          )}
        </div>
      )}
      <div className="md:overflow-x-auto md:border md:border-line md:bg-white/60">
        <table className="w-full text-left text-sm max-md:block md:max-xl:min-w-max">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-line border-b bg-sand/60 text-xs tracking-wider text-stone max-md:sr-only">
            <tr>
              {selection && (
                <th scope="col" className="w-10 py-3 pr-0 pl-4">
                  <PageTickBox label="Select every row on this page" rows={shown} selection={selection} />
                </th>
              )}
              <th scope="col" className="px-4 py-3 font-semibold">
                #
              </th>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={`px-4 py-3 font-semibold ${column.className ?? ''}`}>
                  {column.header.toUpperCase()}
                </th>
              ))}
              <th scope="col" className={`px-4 py-3 font-semibold ${STICKY_END} bg-sand`}>
                {'Actions'.toUpperCase()}
              </th>
            </tr>
          </thead>
          <tbody className={compact ? COMPACT_BODY : 'max-md:grid max-md:gap-3'}>
            {shown.length === 0 ? (
              <tr
                className={
                  compact ? 'max-md:block' : 'max-md:block max-md:border max-md:border-line max-md:bg-white/60'
                }
              >
                <td
                  colSpan={columns.length + (selection ? 3 : 2)}
                  className="px-4 py-8 text-center text-stone max-md:block"
                >
                  {MESSAGES.noRecords}
                </td>
              </tr>
            ) : (
              shown.map((row, index) => {
                const siteHref = viewOnSite?.(row);
                const own = rowActions?.(row) ?? [];
                const actions = (
                  <div className={`flex gap-2 ${compact ? 'max-md:hidden' : 'max-md:justify-end'}`}>
                    {own.map((action) => (
                      <button
                        key={action.label}
                        type="button"
                        className={`${ACTION} text-charcoal hover:border-gold-deep`}
                        aria-label={`${action.label} ${row.name}`}
                        onClick={action.onSelect}
                      >
                        {action.icon}
                        <span className="max-sm:sr-only md:max-2xl:sr-only">{action.label}</span>
                      </button>
                    ))}
                    {siteHref && (
                      <a
                        href={siteHref}
                        target="_blank"
                        rel="noopener"
                        className={`${ACTION} text-charcoal hover:border-gold-deep`}
                        aria-label={`View ${row.name} on site`}
                      >
                        <ExternalLink size={15} aria-hidden="true" />
                        <span className="max-sm:sr-only md:max-2xl:sr-only">View</span>
                      </a>
                    )}
                    {onEdit && (
                      <button
                        type="button"
                        className={`${ACTION} text-gold-deep hover:border-gold-deep`}
                        aria-label={`Edit ${row.name}`}
                        onClick={() => onEdit(row)}
                      >
                        <Pencil size={15} aria-hidden="true" />
                        <span className="max-sm:sr-only md:max-2xl:sr-only">Edit</span>
                      </button>
                    )}
                    {onDelete && (
                      <button
                        type="button"
                        className={`${ACTION} text-maroon hover:border-maroon`}
                        aria-label={`Delete ${row.name}`}
                        onClick={() => onDelete(row)}
                      >
                        <Trash2 size={15} aria-hidden="true" />
                        <span className="max-sm:sr-only md:max-2xl:sr-only">Delete</span>
                      </button>
                    )}
                  </div>
                );
                return (
                  <tr key={row.id} className={compact ? `${ROW} ${COMPACT_ROW} ${compact}` : `${ROW} ${CARD_ROW}`}>
                    {selection && (
                      <td
                        data-label="Select"
                        className={`py-3 pr-0 pl-4 ${compact ? COMPACT_TICK : 'max-md:block max-md:px-0'}`}
                      >
                        <input
                          type="checkbox"
                          aria-label={`Select ${row.name}`}
                          className={TICK_BOX}
                          checked={selection.selected.has(row.id)}
                          onChange={(event) => {
                            const next = new Set(selection.selected);
                            if (event.target.checked) next.add(row.id);
                            else next.delete(row.id);
                            selection.onChange(next);
                          }}
                        />
                      </td>
                    )}
                    <td
                      data-label="#"
                      className={`px-4 py-3 text-stone tabular-nums ${compact ? 'max-md:hidden' : CARD_CELL}`}
                    >
                      {first + index + 1}
                    </td>
                    {columns.map((column) => (
                      <td
                        key={column.header}
                        data-label={column.header}
                        className={`px-4 py-3 ${column.className ?? ''} ${
                          compact
                            ? `max-md:p-0 ${column.compact === false ? 'max-md:hidden' : (column.compact ?? '')}`
                            : CARD_CELL
                        }`}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                    <td
                      className={`px-3 py-2 ${STICKY_END} md:max-xl:bg-ivory ${
                        compact ? COMPACT_ACTIONS : 'max-md:block max-md:px-0 max-md:pt-2'
                      }`}
                    >
                      {actions}
                      {compact && (
                        <div className="md:hidden">
                          <ActionsMenu
                            label={`Actions for ${row.name}`}
                            actions={[
                              ...own,
                              ...(onEdit
                                ? [{ label: 'Edit', icon: <Pencil size={16} />, onSelect: () => onEdit(row) }]
                                : []),
                              ...(siteHref
                                ? [{ label: 'View on site', icon: <ExternalLink size={16} />, href: siteHref }]
                                : []),
                              ...(onDelete
                                ? [
                                    {
                                      label: 'Delete',
                                      icon: <Trash2 size={16} />,
                                      danger: true,
                                      onSelect: () => onDelete(row),
                                    },
                                  ]
                                : []),
                            ]}
                          />
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {pageSize && found.length > pageSize && (
        <nav aria-label={`${caption} pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <p className="text-stone" aria-live="polite">
            Showing {first + 1}–{first + shown.length} of {found.length}
          </p>
          <div className="flex items-center gap-3">
            <button
              type="button"
              className="btn btn-outline px-3 py-1.5"
              disabled={page === 1}
              onClick={() => setRequestedPage(page - 1)}
            >
              Previous
            </button>
            <span className="tabular-nums">
              Page {page} of {pageCount}
            </span>
            <button
              type="button"
              className="btn btn-outline px-3 py-1.5"
              disabled={page === pageCount}
              onClick={() => setRequestedPage(page + 1)}
            >
              Next
            </button>
          </div>
        </nav>
      )}
    </div>
  );
}
