import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// How long findBy and waitFor wait for what a person would see: a limit that ends a hang, not a
// speed check. Testing Library's 1 s is short for an answer over HTTP from the fake CMS while the
// whole suite loads two cores.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
