import { apiSuites } from './support/suites';

apiSuites('sqlite');
