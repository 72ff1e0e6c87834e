// `pnpm --filter cms start`: the CMS on HOST:PORT, compiled first if dist/ is stale.
import { checkSettings, createStrapi, fail, loadEnvironment } from './lib.mjs';

// Strapi stops cleanly on SIGTERM and SIGINT (its own handler: it shuts down, closing the database,
// then exits). A closed terminal (SIGHUP) stops it the same way, and so does the death of a parent
// that started it with an IPC channel (npm start, npm run dev), even by SIGKILL: the channel closes.
const stopAsOnSigterm = () => process.kill(process.pid, 'SIGTERM');
process.on('SIGHUP', stopAsOnSigterm);
process.once('disconnect', stopAsOnSigterm);

loadEnvironment();
checkSettings();
try {
  // Loads, listens and prints where; a port in use is reported by Strapi itself.
  await createStrapi().start();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
