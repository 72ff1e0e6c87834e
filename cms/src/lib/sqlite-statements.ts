// Knex's better-sqlite3 dialect prepares every statement it sends anew, and preparing was a tenth of
// the CMS's time under load (a profile of the stock import's bench, reads and writes alike). The same
// SQL comes again and again (the change count on every public read, a product's insert and its
// relations), so each connection keeps its latest statements and hands one back when its SQL comes
// again. Knex only ever runs a statement to its end at once (`all` or `run`), so sharing one is safe.

interface Preparing {
  prepare(sql: string): unknown;
}

/** Statements kept per connection: far more than the shop's distinct queries, bounded for those made of values. */
const KEPT = 500;

export function keepStatements(connection: Preparing): void {
  const prepare = connection.prepare.bind(connection);
  const kept = new Map<string, unknown>();
  connection.prepare = (sql: string) => {
    let statement = kept.get(sql);
    if (statement === undefined) {
      statement = prepare(sql);
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
    } else kept.delete(sql);
    // Last used last: the first is the one to drop.
    kept.set(sql, statement);
    return statement;
  };
}
