// The History page's filters, kept in the page's address (?who=&kind=&from=&to=&search=&page=) so a
// link or a reload shows the same entries. Read with the CMS's own query schema (zod), as the
// storefront reads its filters: a malformed parameter is dropped, the others kept.
import type { HistoryFilter } from '@suvarna/api-client';
import { type HistoryKind, historyQuerySchema } from '@suvarna/domain';

export type { HistoryFilter };

/** The page's filters; `id` (one record's) is the product dialog's, not the page's. */
export type HistoryFilters = Omit<HistoryFilter, 'id'> & { page: number };

const PARAMETERS = ['who', 'kind', 'from', 'to', 'search', 'page'] as const;

/**
 * The filters an address asks for. A kind the account may not read (staff asking for sign-ins) is
 * dropped: the CMS would answer nothing for it, and the kind filter could not show it.
 */
export function filtersFromSearch(search: string, kinds: readonly HistoryKind[]): HistoryFilters {
  const params = new URLSearchParams(search);
  const given: Record<string, string> = {};
  for (const key of PARAMETERS) {
    const value = params.get(key);
    if (value !== null) given[key] = value;
  }
  let parsed = historyQuerySchema.safeParse(given);
  // One pass drops each parameter an issue names; what is left always parses (none depends on another but From ≤ To).
  for (let tries = 0; !parsed.success && tries < PARAMETERS.length; tries++) {
    for (const issue of parsed.error.issues) delete given[String(issue.path[0])];
    parsed = historyQuerySchema.safeParse(given);
  }
  const query = parsed.success ? parsed.data : {};
  const filters: HistoryFilters = { page: query.page ?? 1 };
  if (query.who !== undefined) filters.who = query.who;
  if (query.kind !== undefined && kinds.includes(query.kind)) filters.kind = query.kind;
  if (query.from !== undefined) filters.from = query.from;
  if (query.to !== undefined) filters.to = query.to;
  if (query.search !== undefined) filters.search = query.search;
  return filters;
}

/** The address's query for these filters: only those set, and the page only past the first. */
export function searchOfFilters(filters: HistoryFilters): string {
  const params = new URLSearchParams();
  for (const key of PARAMETERS) {
    const value = filters[key];
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** From after To: the CMS refuses it, so the page says so rather than ask. */
export const datesProblem = (filters: HistoryFilters): string | undefined =>
  filters.from && filters.to && filters.from > filters.to ? 'From must not be after To' : undefined;
