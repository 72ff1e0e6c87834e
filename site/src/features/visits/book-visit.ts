// The Book a visit form where scripts run: the day limited to the booking window (India's today and
// the next 30 days), the free times of the chosen day from the CMS (GET /api/user/visit-slots), and
// the shortlist's pieces (and the piece a product page sent, ?piece=12) attached with their names.
// The form itself is sent by enquiry-form.ts, as every enquiry form is; without scripts it posts
// with the build's times and the CMS says whether the time is free. Plain DOM: no framework.
import {
  addDays,
  indiaDate,
  MAX_VISIT_PIECES,
  type OpeningHours,
  slotTimes,
  VISIT_DAYS_AHEAD,
  type VisitSlot,
  WEEKDAYS,
} from '@suvarna/domain';
import { ENQUIRY_CONFLICT_EVENT } from '../enquiry/enquiry-form';
import { readShortlist } from '../shortlist/shortlist';

/** What the script shows, in the page's language (the form's `data-visit-texts`). */
export interface BookVisitTexts {
  chooseDay: string;
  loadingTimes: string;
  noTimes: string;
  timesFailed: string;
  full: string;
}

export interface TimeOption {
  value: string;
  label: string;
  disabled: boolean;
}

/** Every time the shop opens on some weekday: the time list before the CMS has said which are free. */
export function openingTimes(openingHours: readonly OpeningHours[]): string[] {
  // 2024-01-01 was a Monday: a week of dates, one per weekday.
  const week = WEEKDAYS.map((_, index) => addDays('2024-01-01', index));
  const times = new Set(week.flatMap((date) => slotTimes(date, { openingHours, closedDates: [] })));
  return [...times].sort();
}

/** A day's slots as the time list shows them: a taken one stays in view, but cannot be chosen. */
export function timeOptions(slots: readonly VisitSlot[], texts: BookVisitTexts): TimeOption[] {
  if (slots.length === 0) return [{ value: '', label: texts.noTimes, disabled: true }];
  return slots.map((slot) => ({
    value: slot.time,
    label: slot.free ? slot.time : `${slot.time} (${texts.full})`,
    disabled: !slot.free,
  }));
}

/** The pieces to attach: the one a product page sent first, then the shortlist's, each once. */
export function attachedPieceIds(shortlistIds: readonly number[], asked: string | null): number[] {
  const first = asked && /^\d{1,9}$/.test(asked) && Number(asked) > 0 ? [Number(asked)] : [];
  return [...new Set([...first, ...shortlistIds])].slice(0, MAX_VISIT_PIECES);
}

/** The booking window's first and last days, in India. */
export const bookingWindow = (now: Date) => {
  const today = indiaDate(now);
  return { min: today, max: addDays(today, VISIT_DAYS_AHEAD) };
};

function fillTimes(select: HTMLSelectElement, options: readonly TimeOption[]) {
  const chosen = select.value;
  select.replaceChildren(
    ...options.map((option) => {
      const element = document.createElement('option');
      element.value = option.value;
      element.textContent = option.label;
      element.disabled = option.disabled;
      return element;
    }),
  );
  const stillFree = options.find((option) => option.value === chosen && !option.disabled);
  const firstFree = options.find((option) => !option.disabled);
  select.value = (stillFree ?? firstFree)?.value ?? '';
}

async function loadTimes(form: HTMLFormElement, texts: BookVisitTexts) {
  const date = form.querySelector<HTMLInputElement>('input[name="visitDate"]');
  const select = form.querySelector<HTMLSelectElement>('select[name="visitTime"]');
  if (!date || !select) return;
  if (!date.value) {
    fillTimes(select, [{ value: '', label: texts.chooseDay, disabled: true }]);
    return;
  }
  select.setAttribute('aria-busy', 'true');
  fillTimes(select, [{ value: '', label: texts.loadingTimes, disabled: true }]);
  try {
    const answer = await fetch(`${form.dataset.slots}?date=${encodeURIComponent(date.value)}`);
    const body = (await answer.json()) as { data?: { slots?: VisitSlot[] } };
    if (!answer.ok || !Array.isArray(body.data?.slots)) throw new Error(String(answer.status));
    fillTimes(select, timeOptions(body.data.slots, texts));
  } catch {
    // The build's times: the CMS still refuses one that is taken.
    const fallback = JSON.parse(form.dataset.times ?? '[]') as string[];
    fillTimes(select, [
      { value: '', label: texts.timesFailed, disabled: true },
      ...fallback.map((time) => ({ value: time, label: time, disabled: false })),
    ]);
  } finally {
    select.removeAttribute('aria-busy');
  }
}

/** The pieces attached, with their names from the catalogue the site was built with. */
async function showPieces(form: HTMLFormElement) {
  const ids = attachedPieceIds(
    readShortlist(window.localStorage).map((entry) => entry.id),
    new URLSearchParams(window.location.search).get('piece'),
  );
  const section = form.querySelector<HTMLElement>('[data-visit-pieces]');
  const list = section?.querySelector('ul');
  const field = form.querySelector<HTMLInputElement>('input[name="pieces"]');
  const attach = form.querySelector<HTMLInputElement>('[data-attach-pieces]');
  if (!section || !list || !field || !attach || ids.length === 0) return;
  const { cardsById } = await import('../shortlist/cards-by-id');
  const cards = await cardsById(ids).catch(() => new Map<number, { name: string }>());
  // A piece no longer in the catalogue is not sent: the CMS would refuse the booking for it.
  const known = ids.filter((id) => cards.has(id));
  if (known.length === 0) return;
  list.replaceChildren(
    ...known.map((id) => {
      const item = document.createElement('li');
      item.textContent = cards.get(id)?.name ?? '';
      return item;
    }),
  );
  field.value = known.join(',');
  attach.addEventListener('change', () => {
    field.disabled = !attach.checked;
  });
  section.hidden = false;
}

export function enhanceBookVisit(form: HTMLFormElement, now = new Date()) {
  let texts: BookVisitTexts;
  try {
    texts = JSON.parse(form.dataset.visitTexts ?? '') as BookVisitTexts;
  } catch {
    return;
  }
  const date = form.querySelector<HTMLInputElement>('input[name="visitDate"]');
  if (!date) return;
  const { min, max } = bookingWindow(now);
  date.min = min;
  date.max = max;
  date.addEventListener('change', () => void loadTimes(form, texts));
  // The time was taken meanwhile: show the day's times as they are now.
  form.addEventListener(ENQUIRY_CONFLICT_EVENT, () => void loadTimes(form, texts));
  void loadTimes(form, texts);
  void showPieces(form);
}
