import { describe, expect, it } from 'vitest';
import { checkVisitBooking } from './visit.js';

const booking = {
  kind: 'visit',
  name: ' Asha  Patel ',
  phone: '98250 12345',
  visitDate: '2026-12-01',
  visitTime: '10:30',
  visitMode: 'video',
  pieces: [12, 15, 12],
  consent: 'yes',
};

describe('checkVisitBooking', () => {
  it('takes a booking, the phone in E.164 and each piece once', () => {
    expect(checkVisitBooking(booking)).toEqual({
      ok: true,
      booking: {
        name: 'Asha Patel',
        email: null,
        phone: '+919825012345',
        note: null,
        visitDate: '2026-12-01',
        visitTime: '10:30',
        visitMode: 'video',
        pieceIds: [12, 15],
      },
    });
  });

  it.each([
    ['a repeated form field', ['12', '15'], [12, 15]],
    ['one form field', '12,15', [12, 15]],
    ['none', '', []],
    ['left out', undefined, []],
  ])('reads the pieces of %s', (_, pieces, ids) => {
    const checked = checkVisitBooking({ ...booking, pieces });
    expect(checked.ok && checked.booking.pieceIds).toEqual(ids);
  });

  it.each([
    [{ phone: '' }, 'phone', 'required', 'Please give a phone number'],
    [{ phone: '12345' }, 'phone', 'invalid', 'Phone number is not valid'],
    [{ name: '' }, 'name', 'required', 'Please give your name'],
    [{ visitDate: '2026-02-30' }, 'visitDate', 'invalid', 'Please choose a date in the next 30 days'],
    [{ visitDate: undefined }, 'visitDate', 'invalid', 'Please choose a date in the next 30 days'],
    [{ visitTime: '25:00' }, 'visitTime', 'invalid', 'Please choose a time'],
    [{ visitTime: ['10:30'] }, 'visitTime', 'invalid', 'Please choose a time'],
    [{ visitMode: 'home' }, 'visitMode', 'invalid', 'Please choose the shop or a video call'],
    [{ pieces: [1, -2] }, 'pieces', 'invalid', 'A piece of your shortlist is no longer in the shop'],
    [{ pieces: '1,x' }, 'pieces', 'invalid', 'A piece of your shortlist is no longer in the shop'],
    [{ pieces: { id: 1 } }, 'pieces', 'invalid', 'A piece of your shortlist is no longer in the shop'],
    [{ pieces: Array.from({ length: 21 }, (_, i) => i + 1) }, 'pieces', 'invalid', expect.any(String)],
    [
      { consent: undefined },
      'consent',
      'required',
      'Please agree to the privacy notice, so the shop may keep your message to answer it',
    ],
  ])('refuses %j', (change, field, code, message) => {
    const checked = checkVisitBooking({ ...booking, ...change });
    expect(checked).toEqual({ ok: false, issues: [{ field, code, message }] });
  });
});
