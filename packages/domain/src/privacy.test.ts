import { describe, expect, it } from 'vitest';
import {
  ERASURE_ANSWER_DAYS,
  ERASURE_MESSAGES,
  erasureDueBy,
  erasureNotSentReason,
  erasureOverdue,
  normalizeEmail,
} from './privacy.js';
import { checkErasureRequest } from './validation/privacy.js';

describe('erasure requests', () => {
  it('are due the period the notice states after they arrive, and overdue only while open past it', () => {
    const at = new Date('2026-11-29T10:00:00.000Z');
    expect(ERASURE_ANSWER_DAYS).toBe(30);
    expect(erasureDueBy(at).toISOString()).toBe('2026-12-29T10:00:00.000Z');
    const dueBy = erasureDueBy(at).toISOString();
    expect(erasureOverdue({ status: 'open', dueBy }, new Date('2026-12-29T09:59:59.000Z'))).toBe(false);
    expect(erasureOverdue({ status: 'open', dueBy }, new Date('2026-12-29T10:00:01.000Z'))).toBe(true);
    expect(erasureOverdue({ status: 'done', dueBy }, new Date('2027-01-29T10:00:00.000Z'))).toBe(false);
  });

  it('match emails whatever their case and spaces, and phones in E.164 however written', () => {
    expect(normalizeEmail('  Asha.Patel@Example.IN ')).toBe('asha.patel@example.in');
    expect(checkErasureRequest({ phone: '098250-12345', email: ' Asha@Example.in', website: '' })).toEqual({
      ok: true,
      request: { phone: '+919825012345', email: 'asha@example.in' },
    });
    expect(checkErasureRequest({ email: 'asha@example.in', phone: '' })).toEqual({
      ok: true,
      request: { phone: null, email: 'asha@example.in' },
    });
  });

  it.each<[unknown, string, string, string]>([
    [{}, 'phone', 'contact_required', ERASURE_MESSAGES.contactRequired],
    [null, 'phone', 'contact_required', ERASURE_MESSAGES.contactRequired],
    [{ phone: '12345' }, 'phone', 'invalid', ERASURE_MESSAGES.phoneInvalid],
    [{ phone: 98250_12345 }, 'phone', 'invalid', ERASURE_MESSAGES.phoneInvalid],
    [{ email: 'x@evil.test?bcc=all@evil.test' }, 'email', 'invalid', ERASURE_MESSAGES.emailInvalid],
    [{ email: ['a@b.in'] }, 'email', 'invalid', ERASURE_MESSAGES.emailInvalid],
  ])('refuse %j with the field, its code and message', (input, field, code, message) => {
    expect(checkErasureRequest(input)).toEqual({ ok: false, issues: [{ field, code, message }] });
  });

  it('name the privacy page’s fragment for a refusal, and a general one for anything else', () => {
    expect(erasureNotSentReason([{ field: 'email', code: 'invalid', message: '' }])).toBe('erasure-email-invalid');
    expect(erasureNotSentReason([{ field: 'phone', code: 'contact_required', message: '' }])).toBe(
      'erasure-phone-contact_required',
    );
    expect(erasureNotSentReason([{ field: 'x', code: 'y', message: '' }])).toBe('erasure-error');
    expect(erasureNotSentReason([])).toBe('erasure-error');
  });
});
