// `npm run dev`: arrives with the issue that builds it; until then it says so and fails.
import { step } from '../lib/run.mjs';

step('dev', 'not available yet in this version of the workspace (see README: what is done and what is next)');
process.exit(1);
