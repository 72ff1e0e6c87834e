import { describe, expect, it } from 'vitest';
import { isAppCode, tokenOfLogin, twoStepLoginSchema } from './two-step.js';

describe('two-step sign-in', () => {
  it('takes six digits as an app code, with the spaces apps show, and anything else as a recovery code', () => {
    expect(isAppCode('123456')).toBe(true);
    expect(isAppCode('123 456')).toBe(true);
    expect(isAppCode(' 123456 ')).toBe(true);
    expect(isAppCode('12345')).toBe(false);
    expect(isAppCode('1234567')).toBe(false);
    expect(isAppCode('abcde-fghjk')).toBe(false);
    expect(isAppCode('١٢٣٤٥٦')).toBe(false);
  });

  it("refuses a login step without its challenge or code, in the sign-in's words", () => {
    expect(twoStepLoginSchema.safeParse({ challenge: 'c', code: ' 123456 ' })).toEqual({
      success: true,
      data: { challenge: 'c', code: '123456' },
    });
    const missing = twoStepLoginSchema.safeParse({ code: '' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['challenge', 'This sign-in has expired or is not valid any more. Enter your email and password again.'],
      ['code', 'required!'],
    ]);
  });

  it('gives a script the token of a password-only login, and says why not for a two-step account', () => {
    const user = { id: 1, email: 'a@b.in', username: 'a', name: 'a', role: 'owner' as const };
    expect(tokenOfLogin({ token: 'jwt', user })).toBe('jwt');
    expect(() => tokenOfLogin({ twoStepRequired: true, challenge: 'c' })).toThrow(/signs in with two steps/);
  });
});
