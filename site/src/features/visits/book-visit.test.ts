import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enquiry as en } from '../../i18n/messages/en/enquiry';
import { enhanceEnquiryForms } from '../enquiry/enquiry-form';
import { enquiryFormTexts } from '../enquiry/enquiry-texts';
import { attachedPieceIds, bookingWindow, enhanceBookVisit, openingTimes, timeOptions } from './book-visit';

const texts = {
  chooseDay: 'Choose',
  loadingTimes: 'Loading',
  noTimes: 'None free',
  timesFailed: 'Failed',
  full: 'taken',
};

describe('the Book a visit form', () => {
  it('lists every time the shop opens on some weekday, before the CMS says which are free', () => {
    expect(
      openingTimes([
        { day: 'monday', opens: '10:00', closes: '11:30' },
        { day: 'sunday', opens: '11:00', closes: '12:30' },
      ]),
    ).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00']);
    expect(openingTimes([])).toEqual([]);
  });

  it('shows taken times as taken, and says when a day has none', () => {
    expect(
      timeOptions(
        [
          { time: '10:00', free: false },
          { time: '10:30', free: true },
        ],
        texts,
      ),
    ).toEqual([
      { value: '10:00', label: '10:00 (taken)', disabled: true },
      { value: '10:30', label: '10:30', disabled: false },
    ]);
    expect(timeOptions([], texts)).toEqual([{ value: '', label: 'None free', disabled: true }]);
  });

  it("attaches the product page's piece first, then the shortlist's, each once", () => {
    expect(attachedPieceIds([4, 7], '7')).toEqual([7, 4]);
    expect(attachedPieceIds([4], null)).toEqual([4]);
    expect(attachedPieceIds([4], 'x<script>')).toEqual([4]);
    expect(attachedPieceIds([], '0')).toEqual([]);
    expect(
      attachedPieceIds(
        Array.from({ length: 30 }, (_, i) => i + 1),
        null,
      ),
    ).toHaveLength(20);
  });

  it('offers the days from India’s today to 30 days on, across midnight UTC', () => {
    expect(bookingWindow(new Date('2026-11-30T19:00:00Z'))).toEqual({ min: '2026-12-01', max: '2026-12-31' });
  });
});

describe('the Book a visit form, in a browser', () => {
  const FORM = `
    <form method="post" action="https://cms.example/api/user/enquiry" data-enquiry-form data-visit-form
      data-slots="https://cms.example/api/user/visit-slots" data-times='["10:00","10:30"]'>
      <input type="hidden" name="kind" value="visit" />
      <label for="d">Day</label><input id="d" name="visitDate" type="date" />
      <p data-error-for="visitDate"></p>
      <label for="t">Time</label><select id="t" name="visitTime" aria-describedby="t-error"></select>
      <p id="t-error" data-error-for="visitTime"></p>
      <label for="n">Your Name</label><input id="n" name="name" value="Asha" />
      <div role="status" data-enquiry-status></div>
      <button type="submit">Book the visit</button>
    </form>`;
  const fetch = vi.fn<typeof globalThis.fetch>();
  const json = (status: number, body: unknown) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  beforeEach(() => vi.stubGlobal('fetch', fetch));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetch.mockReset();
  });

  it("offers the day's free times, and reads them again when the chosen one was taken meanwhile", async () => {
    document.body.innerHTML = FORM;
    const form = document.querySelector('form') as HTMLFormElement;
    form.dataset.texts = JSON.stringify(enquiryFormTexts('en', en));
    form.dataset.visitTexts = JSON.stringify(texts);
    let taken = false;
    fetch.mockImplementation((url, init) => {
      if (init?.method === 'POST') {
        taken = true;
        return json(409, {
          success: false,
          message: 'That time is no longer free: please choose another',
          errors: [{ field: 'visitTime', code: 'full', message: 'That time is no longer free: please choose another' }],
          data: { nextFreeSlots: [] },
        });
      }
      expect(String(url)).toBe('https://cms.example/api/user/visit-slots?date=2026-12-02');
      return json(200, {
        success: true,
        data: {
          date: '2026-12-02',
          slots: [
            { time: '10:00', free: !taken },
            { time: '10:30', free: true },
          ],
        },
      });
    });
    enhanceBookVisit(form, new Date('2026-12-01T04:00:00Z'));
    enhanceEnquiryForms(document);
    const day = screen.getByLabelText('Day');
    expect(day).toHaveAttribute('min', '2026-12-01');
    expect(day).toHaveAttribute('max', '2026-12-31');
    fireEvent.change(day, { target: { value: '2026-12-02' } });
    await waitFor(() => expect(screen.getByRole('option', { name: '10:00' })).toBeEnabled());
    expect(screen.getByLabelText('Time')).toHaveValue('10:00');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Book the visit' }));
    await waitFor(() => expect(screen.getByRole('option', { name: '10:00 (taken)' })).toBeDisabled());
    expect(screen.getByLabelText('Time')).toHaveValue('10:30');
    expect(screen.getByLabelText('Time')).toHaveAccessibleDescription(en.issues['visitTime-full']);
  });
});
