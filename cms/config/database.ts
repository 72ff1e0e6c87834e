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
        connection: { connectionString: database.url, schema: database.schema },
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
