// Erasures a restore must not undo. A backup taken before an erasure still holds what was erased,
// and one taken before a request came lacks the request: put back as it is, it would bring the
// erased enquiries back and lose the open requests. So the restore command reads the erasure
// requests of the database it replaces (readSqliteErasures here, readPostgresErasures in
// ./postgres) and leaves them in BACKUP_DIR, and the next start of the CMS carries them into the
// restored database (the erasure-request service's carryAcrossRestore): the requests it lacks come
// back, and what was erased since is erased again, by the enquiries' document ids, which a done
// request keeps instead of the phone or email.
import { chmodSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { z } from 'zod';

export const CARRIED_ERASURES_FILE = 'erasure-requests-to-carry.json';

/** A database's time (SQLite: milliseconds or text; PostgreSQL: a Date) as ISO 8601. */
const isoFrom = (value: unknown) => new Date(value as string | number | Date).toISOString();
const isoTime = z.iso.datetime();

const carriedErasure = z.object({
  documentId: z.string().min(1).max(64),
  phone: z.string().max(16).nullable(),
  email: z.string().max(254).nullable(),
  status: z.enum(['open', 'done']),
  createdAt: isoTime,
  dueBy: isoTime,
  doneAt: isoTime.nullable(),
  erased: z.number().int().min(0).nullable(),
  /** null for a request erased before the ids were kept: it cannot be erased again by them. */
  erasedEnquiries: z.array(z.string().min(1).max(64)).nullable(),
});
export type CarriedErasure = z.infer<typeof carriedErasure>;
const carriedFile = z.object({ requests: z.array(carriedErasure) });

/** One database row, as both databases' drivers give it, to carry. */
export interface ErasureRow {
  document_id: string;
  phone: string | null;
  email: string | null;
  status: string;
  created_at: unknown;
  due_by: unknown;
  done_at: unknown;
  erased: number | null;
  /** Absent from a database older than the kept ids; JSON text in SQLite, parsed in PostgreSQL. */
  erased_enquiries?: unknown;
}

export function carriedFromRow(row: ErasureRow): CarriedErasure {
  const ids = typeof row.erased_enquiries === 'string' ? JSON.parse(row.erased_enquiries) : row.erased_enquiries;
  return carriedErasure.parse({
    documentId: row.document_id,
    phone: row.phone ?? null,
    email: row.email ?? null,
    status: row.status,
    createdAt: isoFrom(row.created_at),
    dueBy: isoFrom(row.due_by),
    doneAt: row.done_at === null || row.done_at === undefined ? null : isoFrom(row.done_at),
    erased: row.erased ?? null,
    erasedEnquiries: Array.isArray(ids) ? ids : null,
  });
}

/** The columns to read: erased_enquiries only where the database has it. */
export const erasureColumns = (hasErasedEnquiries: boolean) =>
  `document_id, phone, email, status, created_at, due_by, done_at, erased${hasErasedEnquiries ? ', erased_enquiries' : ''}`;

/** The erasure requests of a SQLite database; none when it has no such table. */
export function readSqliteErasures(database: InstanceType<typeof Database>): CarriedErasure[] {
  const columns = database.prepare("select name from pragma_table_info('erasure_requests')").all() as Array<{
    name: string;
  }>;
  if (columns.length === 0) return [];
  const hasIds = columns.some((column) => column.name === 'erased_enquiries');
  const rows = database.prepare(`select ${erasureColumns(hasIds)} from erasure_requests`).all() as ErasureRow[];
  return rows.map(carriedFromRow);
}

/** Two lists as one, by document id: a request done in either is done. */
export function mergeCarried(earlier: readonly CarriedErasure[], later: readonly CarriedErasure[]): CarriedErasure[] {
  const byId = new Map(earlier.map((request) => [request.documentId, request]));
  for (const request of later) {
    const known = byId.get(request.documentId);
    if (!known || (known.status === 'open' && request.status === 'done')) byId.set(request.documentId, request);
  }
  return [...byId.values()];
}

/** The requests waiting in `dir` to be carried; none when there is no file. Throws on a damaged one. */
export function readCarried(dir: string): CarriedErasure[] {
  const file = path.join(dir, CARRIED_ERASURES_FILE);
  if (!existsSync(file)) return [];
  return carriedFile.parse(JSON.parse(readFileSync(file, 'utf8'))).requests;
}

/**
 * Leaves `requests` in `dir` for the next start, with any a restore before this one left and no
 * start has carried yet (restoring twice keeps both's). Written whole, then renamed into place; read
 * by the owner only, as it holds the open requests' phones and emails, like the backups beside it.
 */
export function leaveCarried(dir: string, requests: readonly CarriedErasure[]): number {
  const all = mergeCarried(readCarried(dir), requests);
  const file = path.join(dir, CARRIED_ERASURES_FILE);
  const partial = `${file}.partial`;
  writeFileSync(partial, JSON.stringify({ requests: all }), { mode: 0o600 });
  chmodSync(partial, 0o600);
  renameSync(partial, file);
  return all.length;
}

/** Once carried, the file goes. */
export const carriedDone = (dir: string) => rmSync(path.join(dir, CARRIED_ERASURES_FILE), { force: true });
