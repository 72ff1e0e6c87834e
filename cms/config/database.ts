import { cmsApplicationName } from '../src/lib/backup/postgres';
import { settings } from '../src/lib/settings';
import { keepStatements } from '../src/lib/sqlite-statements';

interface SqliteConnection {
  pragma: (statement: string) => unknown;
  prepare: (sql: string) => unknown;
}

export default () => {
  const { database } = settings();
  if (database.client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        // Named, so a restore can tell that a CMS is using the schema (src/lib/backup/postgres.ts).
        connection: {
          connectionString: database.url,
          schema: database.schema,
          application_name: cmsApplicationName(database.schema),
        },
        pool: database.pool,
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: database.filename },
      useNullAsDefault: true,
      pool: {
        // WAL lets readers (and the backup command) work while a write is under way.
        afterCreate(connection: SqliteConnection, done: (error: Error | null, connection: SqliteConnection) => void) {
          connection.pragma('journal_mode = WAL');
          connection.pragma('busy_timeout = 5000');
          keepStatements(connection);
          done(null, connection);
        },
      },
    },
  };
};
