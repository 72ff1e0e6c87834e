import path from 'node:path';
import type { Env } from '../src/lib/env';
import { appDir } from '../src/lib/env';

interface SqliteConnection {
  pragma: (statement: string) => unknown;
}

export default ({ env }: { env: Env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  if (client === 'postgres') {
    const connectionString = env('DATABASE_URL');
    if (!connectionString) throw new Error('DATABASE_URL must be set when DATABASE_CLIENT is postgres');
    return {
      connection: {
        client: 'postgres',
        connection: { connectionString, schema: env('DATABASE_SCHEMA', 'public') },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
      },
    };
  }
  if (client !== 'sqlite') throw new Error(`DATABASE_CLIENT must be sqlite or postgres, not "${client}"`);
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(appDir, env('DATABASE_FILENAME', '.tmp/data.db')) },
      useNullAsDefault: true,
      pool: {
        // WAL lets readers (and the backup command) work while a write is under way.
        afterCreate(connection: SqliteConnection, done: (error: Error | null, connection: SqliteConnection) => void) {
          connection.pragma('journal_mode = WAL');
          connection.pragma('busy_timeout = 5000');
          done(null, connection);
        },
      },
    },
  };
};
