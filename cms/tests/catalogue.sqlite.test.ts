import { catalogueSuite } from './suites/catalogue';

catalogueSuite('sqlite');
