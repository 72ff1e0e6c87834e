// PostgreSQL advisory locks that span more than one transaction: each is held by a session of its
// own, outside Strapi's pool (which may hold just one connection), and let go when that session
// ends, also when its process dies.
import type { Core } from '@strapi/strapi';
import pg from 'pg';

/** Keys every instance agrees on. */
const LOCKS = {
  /** 'SvSt': Strapi's schema sync and migrations, then our bootstrap. */
  start: 0x5376_5374,
  /** 'SvPb': one call of the build hook at a time. */
  publish: 0x5376_5062,
  /** 'SvBk': one backup at a time among the instances. */
  backup: 0x5376_426b,
  /** 'SvTm': one change of the team's roles or states at a time (the last owner's guard). */
  team: 0x5376_546d,
};

const onPostgres = (strapi: Core.Strapi) => strapi.config.get('database.connection.client') === 'postgres';

async function session(strapi: Core.Strapi): Promise<pg.Client> {
  const { connectionString } = strapi.config.get('database.connection.connection') as { connectionString: string };
  const client = new pg.Client({ connectionString });
  await client.connect();
  return client;
}

const held = new WeakMap<Core.Strapi, pg.Client>();

/**
 * Two instances starting at once on one PostgreSQL would both run Strapi's schema sync and
 * migrations, then our bootstrap (permissions, the first admin, the demo catalogue): twice the
 * demo, or a start failing on the other's half-made tables. The first to start holds this lock
 * from its register step to the end of its bootstrap; the others wait for it, then find it done.
 */
export async function holdStartLock(strapi: Core.Strapi): Promise<void> {
  if (!onPostgres(strapi)) return;
  const client = await session(strapi);
  try {
    await client.query('select pg_advisory_lock($1)', [LOCKS.start]);
  } catch (error) {
    await client.end();
    throw error;
  }
  held.set(strapi, client);
}

/** Lets the next instance start. */
export async function releaseStartLock(strapi: Core.Strapi): Promise<void> {
  const client = held.get(strapi);
  held.delete(strapi);
  await client?.end();
}

/**
 * Runs `work` as the only caller of the build hook among the instances (on SQLite, the one
 * process's scheduler already calls one at a time); 'busy', at once, when another instance is
 * calling.
 */
export function asOnlyPublisher<T>(strapi: Core.Strapi, work: () => Promise<T>): Promise<T | 'busy'> {
  return asOnlyHolder(strapi, LOCKS.publish, work);
}

/**
 * Runs `work` as the only instance taking a backup ('busy', at once, when another is); on SQLite
 * the one process keeps to one backup at a time itself (api/backup/services/backup.ts).
 */
export function asOnlyBackupTaker<T>(strapi: Core.Strapi, work: () => Promise<T>): Promise<T | 'busy'> {
  return asOnlyHolder(strapi, LOCKS.backup, work);
}

async function asOnlyHolder<T>(strapi: Core.Strapi, key: number, work: () => Promise<T>): Promise<T | 'busy'> {
  if (!onPostgres(strapi)) return work();
  const client = await session(strapi);
  try {
    const taken = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [key]);
    if (!taken.rows[0]?.taken) return 'busy';
    return await work();
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` as the only change to the team among the instances, waiting for the one under way:
 * two owners demoting each other at once must not leave the shop with none. The caller keeps to
 * one at a time within its own process (api/team/services/team.ts).
 */
export async function asOnlyTeamChange<T>(strapi: Core.Strapi, work: () => Promise<T>): Promise<T> {
  if (!onPostgres(strapi)) return work();
  const client = await session(strapi);
  try {
    await client.query('select pg_advisory_lock($1)', [LOCKS.team]);
    return await work();
  } finally {
    await client.end();
  }
}
