import { describe } from 'vitest';
import { loadSuite } from './support/hardening-load';

describe('under load on SQLite', () => {
  loadSuite('sqlite', 1500);
});
