// What a restore leaves for the next start to carry: the erasure requests of the database it
// replaces, read alike from SQLite's and PostgreSQL's rows, merged with any an earlier restore left,
// kept readable by the owner only, and a damaged file refused rather than half read.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CARRIED_ERASURES_FILE,
  type CarriedErasure,
  carriedFromRow,
  leaveCarried,
  mergeCarried,
  readCarried,
  readSqliteErasures,
} from '../../src/lib/backup/carried-erasures';

const dir = mkdtempSync(path.join(tmpdir(), 'suvarna-carried-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CREATED = '2026-11-01T05:00:00.000Z';
const DUE = '2026-12-01T05:00:00.000Z';
const DONE = '2026-11-20T06:30:00.000Z';

const open = (documentId: string, email: string): CarriedErasure => ({
  documentId,
  phone: null,
  email,
  status: 'open',
  createdAt: CREATED,
  dueBy: DUE,
  doneAt: null,
  erased: null,
  erasedEnquiries: null,
});
const done = (documentId: string, erasedEnquiries: string[] | null): CarriedErasure => ({
  ...open(documentId, ''),
  email: null,
  status: 'done',
  doneAt: DONE,
  erased: erasedEnquiries?.length ?? 2,
  erasedEnquiries,
});

describe('carried erasure requests', () => {
  it('reads a SQLite row (milliseconds, JSON text) and a PostgreSQL row (dates, parsed JSON) alike', () => {
    const expected = done('req-a', ['enq-1', 'enq-2']);
    const row = { document_id: 'req-a', phone: null, email: null, status: 'done', erased: 2 };
    expect(
      carriedFromRow({
        ...row,
        created_at: Date.parse(CREATED),
        due_by: Date.parse(DUE),
        done_at: Date.parse(DONE),
        erased_enquiries: '["enq-1","enq-2"]',
      }),
    ).toEqual(expected);
    expect(
      carriedFromRow({
        ...row,
        created_at: new Date(CREATED),
        due_by: new Date(DUE),
        done_at: new Date(DONE),
        erased_enquiries: ['enq-1', 'enq-2'],
      }),
    ).toEqual(expected);
  });

  it('reads the requests of a SQLite database, one from before the ids were kept, or none without the table', () => {
    const database = new Database(':memory:');
    expect(readSqliteErasures(database)).toEqual([]);
    database.exec(
      'create table erasure_requests (id integer primary key, document_id text, phone text, email text, status text, created_at integer, due_by integer, done_at integer, erased integer)',
    );
    database
      .prepare('insert into erasure_requests values (1, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run('req-old', null, null, 'done', Date.parse(CREATED), Date.parse(DUE), Date.parse(DONE), 2);
    database
      .prepare('insert into erasure_requests values (2, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run('req-open', '+919825066666', null, 'open', Date.parse(CREATED), Date.parse(DUE), null, null);
    expect(readSqliteErasures(database)).toEqual([
      done('req-old', null),
      { ...open('req-open', ''), email: null, phone: '+919825066666' },
    ]);
    database.close();
  });

  it('merges two restores’ lists by request: a request done in either is done', () => {
    const merged = mergeCarried(
      [open('req-a', 'a@example.in'), done('req-b', ['enq-9'])],
      [done('req-a', ['enq-1']), open('req-b', 'b@example.in'), open('req-c', 'c@example.in')],
    );
    expect(merged).toEqual([done('req-a', ['enq-1']), done('req-b', ['enq-9']), open('req-c', 'c@example.in')]);
  });

  it('leaves its file for the owner’s eyes only, adds a second restore’s to it, and refuses a damaged one', () => {
    expect(readCarried(dir)).toEqual([]);
    expect(leaveCarried(dir, [open('req-a', 'a@example.in')])).toBe(1);
    const file = path.join(dir, CARRIED_ERASURES_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(leaveCarried(dir, [done('req-a', ['enq-1']), open('req-b', 'b@example.in')])).toBe(2);
    expect(readCarried(dir)).toEqual([done('req-a', ['enq-1']), open('req-b', 'b@example.in')]);

    const whole = readFileSync(file, 'utf8');
    writeFileSync(file, whole.slice(0, whole.length / 2));
    expect(() => readCarried(dir)).toThrow();
    writeFileSync(file, JSON.stringify({ requests: [{ ...open('req-x', 'x@example.in'), status: 'erased' }] }));
    expect(() => readCarried(dir)).toThrow();
  });
});
