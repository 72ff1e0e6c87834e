import { GENDER_LABELS, type Rate, STATUS_LABELS } from '@suvarna/domain';
import { describe, expect, it } from 'vitest';
import { product as en } from '../../i18n/messages/en/product';
import { detailRows, formatWeight, huidNote, pricesAsOf, stoneRows } from './details';
import { RING as ring } from './test-fixtures';

describe('detailRows', () => {
  it('leaves Size out when the piece has none, and names the gender', () => {
    expect(detailRows(ring).map((row) => row.label)).toEqual(['Color', 'Metal', 'Gender', 'Purity', 'Weight']);
    expect(detailRows(ring)[2]?.value).toBe('Women');
    expect(detailRows({ ...ring, size: 16.5 })[0]).toEqual({ label: 'Size', value: '16.5 mm' });
  });

  it('shows the weight in gm with at most three decimals', () => {
    expect(detailRows({ ...ring, weight: 4.2 }).at(-1)).toEqual({ label: 'Weight', value: '4.2 gm' });
    expect(detailRows({ ...ring, weight: 12.3456 }).at(-1)).toEqual({ label: 'Weight', value: '12.346 gm' });
  });

  it('shows gross and net weight instead of Weight when the gross weight is given', () => {
    const rows = detailRows({ ...ring, grossWeight: 5.125, weight: 4.85 });
    expect(rows.slice(-2)).toEqual([
      { label: 'Gross Weight', value: '5.125 gm' },
      { label: 'Net Weight', value: '4.85 gm' },
    ]);
    expect(rows.map((row) => row.label)).not.toContain('Weight');
  });

  it('gives a loose diamond’s weight in carats', () => {
    const diamond = { ...ring, metal: 'Diamond', purity: 'Diamond VVS', weight: 0.5 };
    expect(detailRows(diamond, 'ct').at(-1)).toEqual({ label: 'Weight', value: '0.5 ct' });
  });
});

describe('formatWeight', () => {
  it('groups thousands the Indian way', () => {
    expect(formatWeight(1250.5)).toBe('1,250.5 gm');
  });
});

describe('stoneRows', () => {
  it('gives each line its count, name, carats to three decimals and its certificate when it has one', () => {
    expect(
      stoneRows([
        {
          name: 'Diamond',
          count: 12,
          carats: 0.48,
          rate: 'Diamond VVS',
          certificate: { lab: 'IGI', number: 'LG5123' },
        },
        { name: 'Ruby', count: 6, carats: 0.3, pricePerCarat: 20000 },
      ]),
    ).toEqual([
      {
        name: 'Diamond',
        count: '12',
        carats: '0.480 ct',
        certificate: 'IGI LG5123',
        certificateUrl: 'https://www.igi.org/verify-your-report/?r=LG5123',
      },
      { name: 'Ruby', count: '6', carats: '0.300 ct', certificate: null, certificateUrl: null },
    ]);
  });

  it("links a certificate to its lab's report check for IGI, GIA and SGL, and leaves another lab's as text", () => {
    const line = (lab: string, number: string) => ({
      name: 'Diamond',
      count: 1,
      carats: 0.5,
      certificate: { lab, number },
    });
    const [gia, sgl, hrd] = stoneRows([line('GIA', '2141438171'), line('SGL', 'S123'), line('HRD', '9')]);
    expect(gia?.certificateUrl).toBe('https://www.gia.edu/report-check?reportno=2141438171');
    expect(sgl?.certificateUrl).toBe('https://sgl-labs.com/report-verification/');
    expect(hrd).toMatchObject({ certificate: 'HRD 9', certificateUrl: null });
  });

  it('is empty for a piece without stones', () => {
    expect(stoneRows(undefined)).toEqual([]);
  });
});

describe('huidNote', () => {
  it('tells the buyer where to verify the hallmark, only when the piece has a HUID', () => {
    expect(huidNote({ huid: 'AB12C9' })).toBe('HUID AB12C9 — Check it in the BIS CARE app');
    expect(huidNote({})).toBeNull();
    expect(huidNote({ huid: '' })).toBeNull();
  });
});

describe('pricesAsOf', () => {
  const rates: Rate[] = [
    { id: 1, name: '22K', price: 7283, modified: '2026-11-22T04:45:00.000Z' },
    { id: 2, name: 'Diamond VVS', price: 64500, modified: '2026-11-23T09:00:00.000Z', unit: 'ct' },
    { id: 3, name: '24K', price: 7945, modified: '2026-11-24T06:00:00.000Z' },
  ];

  it('is the time of the piece’s own rate, in Indian time', () => {
    // 04:45 UTC is 10:15 in Surat.
    expect(pricesAsOf(ring, rates)).toBe('Prices as of 22 Nov 2026, 10:15 am');
  });

  it('is the latest of its purity’s rate and the rates its stone lines name, not of other rates', () => {
    const diamondRing = {
      ...ring,
      stones: [
        { name: 'Diamond', count: 1, carats: 0.5, rate: 'Diamond VVS' },
        { name: 'Ruby', count: 6, carats: 0.3, pricePerCarat: 20000 },
      ],
    };
    // 09:00 UTC is 2:30 pm in Surat; 24K, changed later, does not price this ring.
    expect(pricesAsOf(diamondRing, rates)).toBe('Prices as of 23 Nov 2026, 2:30 pm');
  });

  it('says nothing when none of its rates is known', () => {
    expect(pricesAsOf({ ...ring, purity: 'Platinum 950' }, rates)).toBeNull();
  });
});

describe('the product page in Gujarati and Hindi', () => {
  const rates: Rate[] = [{ id: 1, name: '22K', price: 7283, modified: '2026-11-22T04:45:00.000Z' }];

  it('keeps the domain’s English for the stock and gender labels', () => {
    expect(en.stock).toEqual(STATUS_LABELS);
    expect(en.genders).toEqual(GENDER_LABELS);
  });

  it('labels the details in the page’s language, names the metal as the product list does, keeps Latin digits', () => {
    expect(detailRows({ ...ring, size: 16.5, grossWeight: 1250.5, weight: 1248 }, 'g', 'gu')).toEqual([
      { label: 'સાઇઝ', value: '16.5 મિમી' },
      { label: 'રંગ', value: 'Yellow' },
      { label: 'ધાતુ', value: 'સોનું' },
      { label: 'કોના માટે', value: 'મહિલાઓ' },
      { label: 'શુદ્ધતા', value: '22K' },
      { label: 'ગ્રોસ વજન', value: '1,250.5 ગ્રામ' },
      { label: 'નેટ વજન', value: '1,248 ગ્રામ' },
    ]);
    // A metal the product list does not know is shown as the CMS has it.
    expect(detailRows({ ...ring, metal: 'Rose Gold' }, 'g', 'hi')[1]).toEqual({ label: 'धातु', value: 'Rose Gold' });
    expect(detailRows({ ...ring, gender: 'male' }, 'g', 'hi').slice(-3)).toEqual([
      { label: 'किसके लिए', value: 'पुरुष' },
      { label: 'शुद्धता', value: '22K' },
      { label: 'वज़न', value: '2 ग्राम' },
    ]);
    expect(formatWeight(0.5, 'ct', 'hi')).toBe('0.5 कैरेट');
  });

  it('weighs the stones in carats and points to BIS CARE in the page’s language', () => {
    expect(stoneRows([{ name: 'Diamond', count: 1200, carats: 0.48 }], 'gu')).toEqual([
      { name: 'Diamond', count: '1,200', carats: '0.480 કેરેટ', certificate: null, certificateUrl: null },
    ]);
    expect(huidNote({ huid: 'AB12C9' }, 'hi')).toBe('HUID AB12C9 — BIS CARE ऐप में इसकी जाँच करें');
    expect(huidNote({}, 'gu')).toBeNull();
  });

  it('dates the prices in the page’s language, in Indian time, with Latin digits', () => {
    expect(pricesAsOf(ring, rates, 'gu')).toBe('22 નવે, 2026 10:15 AM ના ભાવ મુજબ');
    expect(pricesAsOf(ring, rates, 'hi')).toBe('22 नव॰ 2026, 10:15 am के भाव के अनुसार');
    expect(pricesAsOf(ring, rates, 'en')).toBe('Prices as of 22 Nov 2026, 10:15 am');
  });
});
