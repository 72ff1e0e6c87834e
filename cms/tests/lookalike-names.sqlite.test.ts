import { lookalikeNamesSuite } from './suites/lookalike-names';

lookalikeNamesSuite('sqlite');
