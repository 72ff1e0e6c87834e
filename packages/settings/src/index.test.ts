import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  commaList,
  decimal,
  flag,
  httpUrlOr,
  origin,
  port,
  readSettings,
  SettingsError,
  text,
  whole,
} from './index.js';

const schema = z.object({
  PORT: port(4321),
  TRIES: whole(3, 1, 10),
  VERBOSE: flag(false),
  CMS_URL: httpUrlOr('http://127.0.0.1:1337'),
  ORIGINS: commaList(origin),
  SECRET: text.optional(),
});

const read = (environment: Record<string, string | undefined>) =>
  readSettings({ app: 'test', schema, environment, unshown: ['SECRET'] });

function problemsOf(environment: Record<string, string | undefined>): string[] {
  try {
    read(environment);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  throw new Error('expected a SettingsError');
}

describe('readSettings', () => {
  test('blank and missing values take the defaults, and text is trimmed', () => {
    expect(read({ PORT: ' ', VERBOSE: '', CMS_URL: ' http://cms.example/ ', ORIGINS: 'https://a.example, ,' })).toEqual(
      {
        PORT: 4321,
        TRIES: 3,
        VERBOSE: false,
        CMS_URL: 'http://cms.example',
        ORIGINS: ['https://a.example'],
        SECRET: undefined,
      },
    );
  });

  test('names every bad setting at once, with the form it accepts', () => {
    const problems = problemsOf({
      PORT: '70000',
      TRIES: 'three',
      VERBOSE: 'yes',
      CMS_URL: 'ftp://x',
      ORIGINS: 'https://a.example/path',
    });
    expect(problems).toEqual([
      'PORT="70000": must be a whole number from 0 to 65535 (e.g. 4321)',
      'TRIES="three": must be a whole number from 1 to 10 (e.g. 3)',
      'VERBOSE="yes": must be true or false',
      'CMS_URL="ftp://x": must be an http(s) URL (e.g. http://127.0.0.1:1337)',
      'ORIGINS="https://a.example/path": must be origins like https://shop.example, comma-separated (scheme, host and port only)',
    ]);
  });

  test('never repeats the value of a setting it must not show', () => {
    const error = (() => {
      try {
        readSettings({
          app: 'test',
          schema: z.object({ SECRET: text.min(16, { error: 'must be at least 16 characters' }) }),
          environment: { SECRET: 'hunter2' },
          unshown: ['SECRET'],
        });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).toBe(
      'Invalid test settings (docs/configuration.md):\n  SECRET: must be at least 16 characters',
    );
  });

  test('adds the rules between settings to the problems of single ones', () => {
    expect(() =>
      readSettings({
        app: 'test',
        schema,
        environment: { PORT: 'x' },
        crossProblems: (environment) => (environment.SECRET ? [] : ['SECRET: must be set']),
      }),
    ).toThrow(/PORT="x": must be a whole number[\s\S]*SECRET: must be set/);
  });
});

describe('decimal', () => {
  const fee = z.object({ FEE: decimal(45, 0, 1000) });
  const parse = (FEE: string | undefined) => fee.safeParse({ FEE });
  test('reads a number with up to two decimals, and the default for a blank value', () => {
    expect(parse('12.5').data).toEqual({ FEE: 12.5 });
    expect(parse('').data).toEqual({ FEE: 45 });
    expect(parse(undefined).data).toEqual({ FEE: 45 });
  });
  test.each(['1.234', '-1', '1001', '1e3', 'lots'])('refuses %s', (value) => {
    expect(parse(value).error?.issues[0]?.message).toBe(
      'must be a number from 0 to 1000 with at most 2 decimals (e.g. 45)',
    );
  });
});
