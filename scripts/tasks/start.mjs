// `npm start`: runs the whole shop locally. For now the workspace has no CMS or site to start yet,
// so it says what it will start and exits; the CMS and site issues replace this.
import { step } from '../lib/run.mjs';

const say = (text) => step('start', text);
say('would start: the CMS (Strapi, SQLite, demo catalogue) on http://127.0.0.1:1337');
say('would start: the site built from the CMS, served by the local publisher on http://127.0.0.1:4321');
say('would print: the back-office URL (/login) and the admin credentials');
say('not available yet: cms/ and site/ are placeholders in this version');
