// Two instances starting at once on one PostgreSQL would both run Strapi's schema sync and
// migrations, then our bootstrap (permissions, the first admin, the demo catalogue): twice the
// demo, or a start failing on the other's half-made tables. The first to start holds a session
// advisory lock from its register step to the end of its bootstrap, and the others wait for it,
// then find everything done. A start that dies lets go with its connection.
import type { Core } from '@strapi/strapi';
import pg from 'pg';

/** Any constant every instance agrees on ('SvSt'). */
const START_LOCK = 0x5376_5374;

const held = new WeakMap<Core.Strapi, () => Promise<void>>();

/** Waits until no other instance is starting, then holds the lock (PostgreSQL only). */
export async function holdStartLock(strapi: Core.Strapi): Promise<void> {
  if (strapi.config.get('database.connection.client') !== 'postgres') return;
  // A connection of its own for the whole start, outside Strapi's pool (which may hold just one):
  // a session lock belongs to its connection.
  const { connectionString } = strapi.config.get('database.connection.connection') as { connectionString: string };
  const connection = new pg.Client({ connectionString });
  await connection.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [START_LOCK]);
  } catch (error) {
    await connection.end();
    throw error;
  }
  held.set(strapi, async () => {
    // Ending the session lets go of its lock.
    await connection.end();
  });
}

/** Lets the next instance start. */
export async function releaseStartLock(strapi: Core.Strapi): Promise<void> {
  const release = held.get(strapi);
  held.delete(strapi);
  await release?.();
}
