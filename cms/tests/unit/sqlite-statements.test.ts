// The SQLite connection keeps its latest prepared statements (src/lib/sqlite-statements.ts): the same
// SQL again gets the statement prepared before, answering as a new one would, and the kept ones are
// bounded.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { keepStatements } from '../../src/lib/sqlite-statements';

describe('the SQLite connection’s kept statements', () => {
  it('prepares the same SQL once, and answers with the values bound at each run', () => {
    const db = new Database(':memory:');
    db.exec('create table t (n integer)');
    let prepared = 0;
    const prepare = db.prepare.bind(db);
    db.prepare = ((sql: string) => {
      prepared += 1;
      return prepare(sql);
    }) as typeof db.prepare;
    keepStatements(db);
    const insert = 'insert into t (n) values (?)';
    for (const n of [1, 2, 3]) (db.prepare(insert) as Database.Statement).run(n);
    const sum = (above: number) =>
      (db.prepare('select sum(n) as s from t where n > ?') as Database.Statement).get(above) as { s: number };
    expect(sum(0).s).toBe(6);
    expect(sum(1).s).toBe(5);
    expect(prepared).toBe(2);
    db.close();
  });

  it('keeps at most 500, dropping the least lately used', () => {
    const db = new Database(':memory:');
    let prepared = 0;
    const prepare = db.prepare.bind(db);
    db.prepare = ((sql: string) => {
      prepared += 1;
      return prepare(sql);
    }) as typeof db.prepare;
    keepStatements(db);
    for (let i = 0; i < 501; i += 1) db.prepare(`select ${i}`);
    prepared = 0;
    db.prepare('select 500');
    db.prepare('select 1');
    expect(prepared).toBe(0);
    // The first one, least lately used, was dropped for the 501st.
    db.prepare('select 0');
    expect(prepared).toBe(1);
    db.close();
  });
});
