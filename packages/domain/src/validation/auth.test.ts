import { fieldMessages } from '@suvarna/testkit';
import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, loginSchema, registerSchema, setPasswordSchema } from './auth.js';
import { describeIssues } from './issues.js';

describe('login: email required and address-shaped, password 8 to 16 characters, no required rule', () => {
  it.each([
    [{ email: '', password: 'secret123' }, { email: 'required!' }],
    [{ email: '   ', password: 'secret123' }, { email: 'required!' }],
    [{ email: 'owner', password: 'secret123' }, { email: 'Invalid email' }],
    [{ email: 'owner@shop', password: 'secret123' }, { email: 'Invalid email' }],
    [{ email: 'owner@suvarna.in', password: 'short' }, { password: 'minimum 8 character' }],
    [{ email: 'owner@suvarna.in', password: '' }, { password: 'minimum 8 character' }],
    [{ email: 'owner@suvarna.in', password: 'a'.repeat(17) }, { password: 'maximum 16 character' }],
    [{ email: 'owner@suvarna.in', password: 'a'.repeat(8) }, {}],
    [{ email: 'owner@suvarna.in', password: 'a'.repeat(16) }, {}],
  ])('%j gives %j', (input, expected) => {
    expect(fieldMessages(loginSchema, input)).toEqual(expected);
  });
});

describe("forgot password: the login's email rules", () => {
  it.each([
    [{}, { email: 'required!' }],
    [{ email: '' }, { email: 'required!' }],
    [{ email: 'owner@shop' }, { email: 'Invalid email' }],
    [{ email: `${'a'.repeat(250)}@b.in` }, { email: 'Invalid email' }],
    [{ email: 'owner@suvarna.in' }, {}],
  ])('%j gives %j', (input, expected) => {
    expect(fieldMessages(forgotPasswordSchema, input)).toEqual(expected);
  });
});

describe('register: names required, email "Invalid Email Address", password 8 to 16', () => {
  const valid = { firstName: 'Asha', LastName: 'Mehta', email: 'asha@example.in', password: 'goldgold1' };
  it.each([
    [valid, {}],
    [{ ...valid, firstName: '' }, { firstName: 'required!' }],
    [{ ...valid, LastName: ' ' }, { LastName: 'required!' }],
    [{ ...valid, email: '' }, { email: 'required!' }],
    [{ ...valid, email: 'asha.example.in' }, { email: 'Invalid Email Address' }],
    [{ ...valid, password: '1234567' }, { password: 'minimum 8 character' }],
    [{ ...valid, password: '12345678901234567' }, { password: 'maximum 16 character' }],
  ])('%j gives %j', (input, expected) => {
    expect(fieldMessages(registerSchema, input)).toEqual(expected);
  });
});

describe('set password: current password required; new one 8 to 16, typable, and they must really match', () => {
  const current = { currentPassword: 'Gold@22Karat' };
  it.each([
    [
      { password: '', confirmPassword: '' },
      { currentPassword: 'required!', password: 'required!', confirmPassword: 'required!' },
    ],
    [
      { ...current, password: 'short', confirmPassword: 'short' },
      { password: 'minimum 8 character', confirmPassword: 'minimum 8 character' },
    ],
    [
      { ...current, password: 'a'.repeat(17), confirmPassword: 'a'.repeat(17) },
      { password: 'maximum 16 character', confirmPassword: 'maximum 16 character' },
    ],
    [
      { ...current, password: ' '.repeat(10), confirmPassword: ' '.repeat(10) },
      {
        password: 'Password cannot be blank or contain control characters',
        confirmPassword: 'Password cannot be blank or contain control characters',
      },
    ],
    [
      { ...current, password: 'newpass\u0000123', confirmPassword: 'newpass\u0000123' },
      {
        password: 'Password cannot be blank or contain control characters',
        confirmPassword: 'Password cannot be blank or contain control characters',
      },
    ],
    [
      { ...current, password: 'new\tpass123', confirmPassword: 'new\tpass123' },
      {
        password: 'Password cannot be blank or contain control characters',
        confirmPassword: 'Password cannot be blank or contain control characters',
      },
    ],
    // Half of a surrogate pair: no keyboard types one, and bcrypt cannot hash it.
    [
      { ...current, password: 'newpass\ud800123', confirmPassword: 'newpass\ud800123' },
      {
        password: 'Password cannot be blank or contain control characters',
        confirmPassword: 'Password cannot be blank or contain control characters',
      },
    ],
    [{ ...current, password: 'newpass\u{1F48D}1', confirmPassword: 'newpass\u{1F48D}1' }, {}],
    [
      { ...current, password: 'newpass123', confirmPassword: 'newpass124' },
      { confirmPassword: 'both password must be same' },
    ],
    [{ ...current, password: 'new pass 12', confirmPassword: 'new pass 12' }, {}],
    [{ ...current, password: 'newpass123', confirmPassword: 'newpass123' }, {}],
  ])('%j gives %j', (input, expected) => {
    expect(fieldMessages(setPasswordSchema, input)).toEqual(expected);
  });

  it('describeIssues does not name the field twice', () => {
    const result = setPasswordSchema.safeParse({ ...current, password: '         ', confirmPassword: '         ' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(describeIssues(result.error)).toBe(
        'Password cannot be blank or contain control characters; Confirm password: Password cannot be blank or contain control characters',
      );
  });
});
