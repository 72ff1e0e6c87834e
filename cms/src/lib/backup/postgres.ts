// A shop on PostgreSQL is backed up with PostgreSQL's own tools: pg_dump of the shop's schema (the
// custom format: compressed, and read back table by table) taken in the same snapshot as the
// manifest's counts and the list of photos, and pg_restore to put it back. They come with the
// server's client package (Debian: postgresql-client); without them the backup says so.
import { execFile, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import pg from 'pg';
import { type CarriedErasure, carriedFromRow, type ErasureRow, erasureColumns } from './carried-erasures';

const run = promisify(execFile);

export interface PostgresSource {
  url: string;
  schema: string;
}

/** What the CMS names its connections (config/database.ts), so a restore can see it running. */
export const cmsApplicationName = (schema: string) => `suvarna-cms:${schema}`.slice(0, 63);

export class MissingTools extends Error {}

/**
 * The connection's settings for PostgreSQL's tools: the password travels in the environment
 * (PGPASSWORD), never on a command line another user of the machine could read.
 */
function toolConnection(url: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { args: ['--dbname', parsed.toString()], env };
}

/** Refuses (MissingTools, saying what to install) unless pg_dump and pg_restore answer. */
export async function checkTools(): Promise<void> {
  for (const tool of ['pg_dump', 'pg_restore']) {
    try {
      await run(tool, ['--version']);
    } catch {
      throw new MissingTools(
        `${tool} is not installed: a PostgreSQL shop is backed up with PostgreSQL's client tools (Debian: apt install postgresql-client)`,
      );
    }
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Every table's row count in the schema, as the client's transaction sees them. */
async function schemaCounts(client: pg.Client, schema: string): Promise<Record<string, number>> {
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = $1 and table_type = 'BASE TABLE' order by table_name`,
    [schema],
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const answer = await client.query<{ n: string }>(`select count(*) as n from ${quoted(schema)}.${quoted(name)}`);
    counts[name] = Number(answer.rows[0]?.n ?? 0);
  }
  return counts;
}

export interface Dumped {
  counts: Record<string, number>;
  schemaHash: string | null;
  /** The upload URLs the rows name (`files.url` and each format's). */
  fileRows: Array<{ url: unknown; formats: unknown }>;
}

/**
 * Dumps the schema to `target` while the CMS goes on writing: one repeatable-read transaction
 * exports its snapshot, pg_dump reads that very snapshot, and the counts and the photos' list are
 * read in it too, so the manifest describes exactly the dump.
 */
export async function dumpSchema({ url, schema }: PostgresSource, target: string): Promise<Dumped> {
  await checkTools();
  const client = await connect(url);
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]?.id as string;
    const counts = await schemaCounts(client, schema);
    const schemaHash = counts.strapi_database_schema
      ? ((
          await client.query<{ hash: string }>(
            `select hash from ${quoted(schema)}.strapi_database_schema order by id desc limit 1`,
          )
        ).rows[0]?.hash ?? null)
      : null;
    const fileRows = counts.files
      ? (await client.query<{ url: unknown; formats: unknown }>(`select url, formats from ${quoted(schema)}.files`))
          .rows
      : [];
    const { args, env } = toolConnection(url);
    await run(
      'pg_dump',
      [
        ...args,
        '--format=custom',
        `--schema=${schema}`,
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        `--file=${target}`,
      ],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
    await client.query('commit');
    return { counts, schemaHash, fileRows };
  } finally {
    await client.end();
  }
}

/** `COPY "schema".table (…) FROM stdin;` → table (pg_restore quotes a name only when it must). */
const COPY_LINE = /^COPY (?:(?:"(?:[^"]|"")+"|[^ ."]+)\.)?("(?:[^"]|"")+"|[^ (]+) /;
const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name);

/**
 * Reads every table's data back out of a dump (pg_restore decompresses and checks each block) and
 * counts its rows: the check that the dump is whole and holds what the manifest says. COPY's text
 * format writes one line per row (a newline inside a value is escaped), ended by `\.`.
 */
export async function dumpCounts(dumpFile: string): Promise<Record<string, number>> {
  await checkTools();
  const child = spawn('pg_restore', ['--data-only', '--file=-', dumpFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
  const counts: Record<string, number> = {};
  let table: string | null = null;
  for await (const line of createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (table === null) {
      const copy = COPY_LINE.exec(line);
      if (copy?.[1]) {
        table = unquote(copy[1]);
        counts[table] = 0;
      }
    } else if (line === '\\.') {
      table = null;
    } else {
      counts[table] = (counts[table] ?? 0) + 1;
    }
  }
  const code = await exited;
  if (code !== 0) throw new Error(`pg_restore cannot read the dump: ${errors.trim().slice(0, 300)}`);
  return counts;
}

/** Whether a CMS is connected to the schema now (by the name it gives its connections). */
export async function cmsConnected({ url, schema }: PostgresSource): Promise<boolean> {
  const client = await connect(url);
  try {
    const answer = await client.query(
      'select 1 from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid() limit 1',
      [cmsApplicationName(schema)],
    );
    return (answer.rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

export async function schemaExists(client: pg.Client, schema: string): Promise<boolean> {
  const answer = await client.query('select 1 from information_schema.schemata where schema_name = $1', [schema]);
  return (answer.rowCount ?? 0) > 0;
}

/** The current schema's erasure requests, for the restore to carry into the restored one. */
export async function readPostgresErasures(source: PostgresSource): Promise<CarriedErasure[]> {
  const client = await connect(source.url);
  try {
    const columns = await client.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = $1 and table_name = 'erasure_requests'",
      [source.schema],
    );
    if (columns.rows.length === 0) return [];
    const hasIds = columns.rows.some((column) => column.column_name === 'erased_enquiries');
    const quoted = `"${source.schema.replaceAll('"', '""')}"`;
    const rows = await client.query<ErasureRow>(`select ${erasureColumns(hasIds)} from ${quoted}.erasure_requests`);
    return rows.rows.map(carriedFromRow);
  } finally {
    await client.end();
  }
}

/** The current schema's counts, for the dry run's "it would replace". */
export async function currentCounts(source: PostgresSource): Promise<Record<string, number> | null> {
  const client = await connect(source.url);
  try {
    return (await schemaExists(client, source.schema)) ? await schemaCounts(client, source.schema) : null;
  } finally {
    await client.end();
  }
}

/**
 * Puts a dump back as the schema: the current schema is renamed aside (`<schema>_before_restore_<stamp>`,
 * so the restore can be undone by renaming back), an empty one made, and the dump's objects restored
 * into it in one transaction (a failure leaves the empty schema, and the old one aside, to rename
 * back). The dump's own CREATE SCHEMA is left out, so `public` and any other name restore alike.
 * Then `afterRestore` runs in the restored schema (the republish mark). Answers the name aside.
 */
export async function restoreSchema(
  source: PostgresSource,
  dumpFile: string,
  stamp: string,
  afterRestore: (client: pg.Client, schema: string) => Promise<void>,
): Promise<string | null> {
  await checkTools();
  const { args, env } = toolConnection(source.url);
  const list = (await run('pg_restore', ['--list', dumpFile], { maxBuffer: 64 * 1024 * 1024 })).stdout
    .split('\n')
    .filter((line) => !/^\d+; \d+ \d+ SCHEMA - /.test(line))
    .join('\n');
  const listFile = `${dumpFile}.list`;
  writeFileSync(listFile, list);
  const aside = `${source.schema}_before_restore_${stamp}`.slice(0, 63);
  const client = await connect(source.url);
  try {
    const existed = await schemaExists(client, source.schema);
    if (existed) await client.query(`alter schema ${quoted(source.schema)} rename to ${quoted(aside)}`);
    await client.query(`create schema ${quoted(source.schema)}`);
    await run(
      'pg_restore',
      [
        ...args,
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--use-list=${listFile}`,
        dumpFile,
      ],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
    await afterRestore(client, source.schema);
    return existed ? aside : null;
  } finally {
    await client.end();
  }
}
