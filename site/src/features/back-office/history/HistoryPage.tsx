// The History page (docs/back-office.md): every change made in the back office, newest first, 50 a
// page, filtered by person (owners), kind, dates and text. The filters live in the address. The CMS
// decides what an account may read (staff: the shop's content only); the page offers staff only
// those kinds and no person filter (staff cannot read the team).
import type { ApiClient } from '@suvarna/api-client';
import { HISTORY_KIND_LABELS, HISTORY_KINDS, type HistoryKind, STAFF_HISTORY_KINDS } from '@suvarna/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Search from 'lucide-react/icons/search';
import { type FormEvent, useId, useState } from 'react';
import { adminQueries } from '../data/queries';
import { HistoryEntries } from './HistoryEntries';
import { datesProblem, filtersFromSearch, type HistoryFilters, searchOfFilters } from './history-filters';

export type HistoryApi = Pick<ApiClient, 'getHistory' | 'getTeam'>;

// A phone's first screen keeps room for entries: the filters go two to a row (a laptop's on one).
const FIELD = 'w-full min-w-0 border border-line bg-ivory px-3 py-2.5 font-normal';
const LABEL = 'grid min-w-0 gap-1 text-sm font-semibold text-charcoal';

/** Keeps the filters in the address in place of the last ones, so a reload or a link shows the same. */
function writeToAddress(filters: HistoryFilters) {
  const url = new URL(window.location.href);
  url.search = searchOfFilters(filters);
  window.history.replaceState(window.history.state, '', url);
}

/** `owner`: the account's role is the owner's (what staff may not read is not offered to them). */
export function HistoryPage({ api, owner }: { api: HistoryApi; owner: boolean }) {
  const kinds: readonly HistoryKind[] = owner ? HISTORY_KINDS : STAFF_HISTORY_KINDS;
  const [filters, setFilters] = useState<HistoryFilters>(() => {
    const asked = filtersFromSearch(window.location.search, kinds);
    // Staff have no person filter to see or clear one by.
    if (!owner) delete asked.who;
    return asked;
  });
  const [typed, setTyped] = useState(filters.search ?? '');
  const id = useId();

  const team = useQuery({ ...adminQueries.team(api), enabled: owner });
  const problem = datesProblem(filters);
  // The page last in the request, whatever order the filters were chosen in.
  const { page, ...asked } = filters;
  const history = useQuery({
    ...adminQueries.history(api, { ...asked, page }),
    enabled: !problem,
    placeholderData: keepPreviousData,
  });

  /** Shows other filters from their first page, and records them in the address. */
  const apply = (change: { [Key in keyof HistoryFilters]?: HistoryFilters[Key] | undefined }) => {
    const merged: Record<string, unknown> = { ...filters, page: 1, ...change };
    // A filter cleared is left out, not sent empty.
    for (const key of Object.keys(merged)) if (merged[key] === undefined || merged[key] === '') delete merged[key];
    const next = merged as HistoryFilters;
    setFilters(next);
    writeToAddress(next);
  };
  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    apply({ search: typed.trim() || undefined });
  };

  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 md:flex md:flex-wrap md:items-end">
        {owner && (
          <label className={`${LABEL} md:w-52`}>
            Person
            <select
              value={filters.who ?? ''}
              onChange={(event) => apply({ who: event.target.value ? Number(event.target.value) : undefined })}
              className={FIELD}
            >
              <option value="">Everyone</option>
              {/* The asked-for person stays choosable while the team is read (or if since removed). */}
              {filters.who !== undefined && !team.data?.some((member) => member.id === filters.who) && (
                <option value={filters.who}>{team.data ? 'A former member' : 'Loading…'}</option>
              )}
              {team.data?.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name} ({member.email})
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={`${LABEL} ${owner ? '' : 'col-span-2'} md:w-40`}>
          Kind
          <select
            value={filters.kind ?? ''}
            onChange={(event) => apply({ kind: (event.target.value || undefined) as HistoryKind | undefined })}
            className={FIELD}
          >
            <option value="">All kinds</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {HISTORY_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className={`${LABEL} md:w-40`}>
          From
          <input
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => apply({ from: event.target.value || undefined })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-dates` : undefined}
            className={FIELD}
          />
        </label>
        <label className={`${LABEL} md:w-40`}>
          To
          <input
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => apply({ to: event.target.value || undefined })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-dates` : undefined}
            className={FIELD}
          />
        </label>
        <form onSubmit={applySearch} className="col-span-2 flex gap-2 md:min-w-48 md:flex-1">
          <label className={`${LABEL} flex-1`}>
            Search history
            <input
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="Name or email"
              className={FIELD}
            />
          </label>
          <button type="submit" className="btn btn-outline self-end" aria-label="Search">
            <Search size={18} aria-hidden="true" />
          </button>
        </form>
      </div>

      {problem ? (
        <p id={`${id}-dates`} role="alert" className="text-sm text-maroon">
          {problem}
        </p>
      ) : (
        <HistoryEntries read={history} page={page} onPage={(next) => apply({ page: next })} label="History" />
      )}
    </div>
  );
}
