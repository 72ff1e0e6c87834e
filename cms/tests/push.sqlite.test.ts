import { pushSuite } from './suites/push';

pushSuite('sqlite');
