// The product form's trade pricing (docs/api.md): the making charge by type, stone lines,
// gross weight, HUID, hallmarking and the discount by type, sent to a stand-in CMS over real HTTP;
// the CMS's field issues shown under their fields; and the preview, row for row the public page's.
import { priceProduct } from '@suvarna/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { breakupRows } from '../../product/breakup';
import type { User } from '../ui/list-page-test-support';
import { fillRequiredFields, openAddForm, product, RATES, renderProductPage } from './product-test-support';

/** The queries of stone line `number` (from 1) of the form. */
const stoneLine = (dialog: HTMLElement, number: number) =>
  within(within(dialog).getByRole('group', { name: `Stone ${number}` }));

async function addStoneLine(
  user: User,
  dialog: HTMLElement,
  line: { name: string; count: string; carats: string; pricedBy: string; pricePerCarat?: string },
) {
  await user.click(within(dialog).getByRole('button', { name: 'Add stone line' }));
  const number = within(dialog).getAllByRole('group', { name: /^Stone \d+$/ }).length;
  const fields = stoneLine(dialog, number);
  if (line.name) await user.type(fields.getByLabelText('Name'), line.name);
  await user.clear(fields.getByLabelText('Count'));
  await user.type(fields.getByLabelText('Count'), line.count);
  await user.type(fields.getByLabelText('Carats'), line.carats);
  await user.selectOptions(fields.getByLabelText('Priced by'), line.pricedBy);
  if (line.pricePerCarat !== undefined) await user.type(fields.getByLabelText('₹ per carat'), line.pricePerCarat);
  return fields;
}

/** The preview's rows as [label and basis, amount]. */
const previewRows = (dialog: HTMLElement) => {
  const preview = within(dialog).getByRole('region', { name: 'Price preview' });
  const labels = [...preview.querySelectorAll('dt')].map((cell) => cell.textContent);
  const amounts = [...preview.querySelectorAll('dd')].map((cell) => cell.textContent);
  return labels.map((label, index) => [label, amounts[index]]);
};

describe('Product form: trade pricing', () => {
  let stopCms: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stopCms?.();
  });

  async function renderPage(initial: Parameters<typeof renderProductPage>[0] = []) {
    const page = await renderProductPage(initial);
    stopCms = page.cms.close;
    return page;
  }

  it("starts a new product with the shop's hallmarking fee, and sends every trade field, the stones as JSON", async () => {
    const { user, state } = await renderPage();
    const dialog = await openAddForm(user);
    const form = within(dialog);
    expect(form.getByLabelText('Hallmarking fee (₹)')).toHaveValue('45');

    await fillRequiredFields(user, dialog);
    await user.selectOptions(form.getByLabelText('Labour charged as'), '₹ per gram');
    const labour = form.getByLabelText('Labour (₹ per gram) *');
    await user.clear(labour);
    await user.type(labour, '800');
    await user.type(form.getByLabelText('Gross weight (grams)'), '2.8');
    await user.selectOptions(form.getByLabelText('Discount as'), '% of labour');
    await user.type(form.getByLabelText('Discount (% of labour)'), '10');
    await user.type(form.getByLabelText('HUID'), 'ab12cd');
    expect(form.getByLabelText('HUID')).toHaveValue('AB12CD');
    const diamonds = await addStoneLine(user, dialog, {
      name: 'Diamond',
      count: '12',
      carats: '0.36',
      pricedBy: 'Diamond VVS (₹64,500.00/ct)',
    });
    await user.type(diamonds.getByLabelText('Certificate lab'), 'IGI');
    await user.type(diamonds.getByLabelText('Certificate number'), 'LG123');
    await addStoneLine(user, dialog, {
      name: 'Ruby',
      count: '3',
      carats: '0.3',
      pricedBy: 'Own ₹ per carat',
      pricePerCarat: '20000',
    });
    await user.click(form.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Product added')).toBeInTheDocument();
    const [sent] = state.sent;
    expect(sent?.fields).toMatchObject({
      makingChargeType: 'per_gram',
      makingChargeValue: '800',
      grossWeight: '2.8',
      discountType: 'percent',
      discount: '10',
      huid: 'AB12CD',
      hallmarkFee: '45',
    });
    expect(JSON.parse(sent?.fields.stones ?? '')).toEqual([
      {
        name: 'Diamond',
        count: 12,
        carats: 0.36,
        rate: 'Diamond VVS',
        certificate: { lab: 'IGI', number: 'LG123' },
      },
      { name: 'Ruby', count: 3, carats: 0.3, pricePerCarat: 20000 },
    ]);
  });

  it('reads a product saved before trade pricing as flat labour of its laber, with no hallmarking fee', async () => {
    const { user, state } = await renderPage([product(7)]);
    await user.click(await screen.findByRole('button', { name: 'Edit Ring 7' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit Product' }));
    expect(form.getByLabelText('Labour charged as')).toHaveValue('flat');
    expect(form.getByLabelText('Labour (₹) *')).toHaveValue('1500');
    expect(form.getByLabelText('Discount as')).toHaveValue('flat');
    expect(form.getByLabelText('Hallmarking fee (₹)')).toHaveValue('');
    expect(form.queryByRole('group', { name: 'Stone 1' })).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(state.sent[0]?.fields).toMatchObject({
      laber: '1500',
      makingChargeType: 'flat',
      makingChargeValue: '1500',
      stones: '[]',
    });
  });

  it('keeps the Gujarati and Hindi texts per language, notes a missing one, and sends what is typed', async () => {
    const { user, state } = await renderPage([product(9, { nameGu: 'વીંટી 9', descriptionGu: 'સોનાની વીંટી' })]);
    await user.click(await screen.findByRole('button', { name: 'Edit Ring 9' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    const gujarati = within(within(dialog).getByRole('group', { name: /^Gujarati/ }));
    const hindi = within(within(dialog).getByRole('group', { name: /^Hindi/ }));
    expect(gujarati.getByLabelText('Name in Gujarati')).toHaveValue('વીંટી 9');
    expect(gujarati.getByLabelText('Description in Gujarati')).toHaveValue('સોનાની વીંટી');
    expect(gujarati.queryByText(/No Gujarati name yet/)).not.toBeInTheDocument();
    expect(hindi.getByText('No Hindi name yet: the Hindi site shows the English texts.')).toBeInTheDocument();

    await user.type(hindi.getByLabelText('Name in Hindi'), 'अंगूठी 9');
    expect(hindi.queryByText(/No Hindi name yet/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(state.sent[0]?.fields).toMatchObject({
      nameGu: 'વીંટી 9',
      descriptionGu: 'સોનાની વીંટી',
      detailsGu: '',
      nameHi: 'अंगूठी 9',
      descriptionHi: '',
    });
  });

  it('fills in a trade-priced product as saved: making by type, stones with their certificate', async () => {
    const saved = product(8, {
      makingChargeType: 'percent',
      makingChargeValue: 12.5,
      grossWeight: 3.1,
      huid: 'ZX98YU',
      hallmarkFee: 53,
      discountType: 'percent',
      discount: 20,
      stones: [
        {
          name: 'Diamond',
          count: 6,
          carats: 0.18,
          rate: 'Diamond VVS',
          certificate: { lab: 'GIA', number: '2141' },
          value: 11610,
        },
        { name: 'Emerald', count: 1, carats: 0.5, pricePerCarat: 30000, value: 15000 },
      ],
    });
    const { user } = await renderPage([saved]);
    await user.click(await screen.findByRole('button', { name: 'Edit Ring 8' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    const form = within(dialog);
    expect(form.getByLabelText('Labour (% of metal) *')).toHaveValue('12.5');
    expect(form.getByLabelText('Gross weight (grams)')).toHaveValue('3.1');
    expect(form.getByLabelText('HUID')).toHaveValue('ZX98YU');
    expect(form.getByLabelText('Hallmarking fee (₹)')).toHaveValue('53');
    expect(form.getByLabelText('Discount (% of labour)')).toHaveValue('20');
    expect(stoneLine(dialog, 1).getByLabelText('Priced by')).toHaveValue('Diamond VVS');
    expect(stoneLine(dialog, 1).queryByLabelText('₹ per carat')).not.toBeInTheDocument();
    expect(stoneLine(dialog, 1).getByLabelText('Certificate number')).toHaveValue('2141');
    expect(stoneLine(dialog, 2).getByLabelText('Priced by')).toHaveValue('');
    expect(stoneLine(dialog, 2).getByLabelText('₹ per carat')).toHaveValue('30000');
  });

  it('adds and removes stone lines, names what is wrong in each, and stops at 20 lines', async () => {
    const { user, state } = await renderPage();
    const dialog = await openAddForm(user);
    await fillRequiredFields(user, dialog);
    await addStoneLine(user, dialog, {
      name: 'Polki',
      count: '4',
      carats: '1.2',
      pricedBy: 'Diamond VVS (₹64,500.00/ct)',
    });
    const second = await addStoneLine(user, dialog, {
      name: '',
      count: '1.5',
      carats: '0.0005',
      pricedBy: 'Own ₹ per carat',
    });
    await user.type(second.getByLabelText('Certificate lab'), 'IGI');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));

    expect(second.getByLabelText('Name')).toHaveAccessibleDescription('required!');
    expect(second.getByLabelText('Count')).toHaveAccessibleDescription('Count must be a whole number');
    expect(second.getByLabelText('Carats')).toHaveAccessibleDescription('Carats must be at least 0.001');
    expect(second.getByLabelText('Certificate number')).toHaveAccessibleDescription('required!');
    // The line's price is named with everything else at once.
    expect(second.getByLabelText('₹ per carat')).toHaveAccessibleDescription('Rate or price per carat must be given');
    expect(stoneLine(dialog, 1).getByLabelText('Carats')).not.toHaveAccessibleDescription();

    await user.clear(second.getByLabelText('Count'));
    await user.type(second.getByLabelText('Count'), '2');
    await user.type(second.getByLabelText('Certificate number'), 'LG7');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(second.getByLabelText('₹ per carat')).toHaveAccessibleDescription('Rate or price per carat must be given');
    expect(second.getByLabelText('Count')).not.toHaveAccessibleDescription();
    expect(state.sent).toEqual([]);

    // Removing the first line leaves the second as Stone 1, with what was typed in it.
    await user.click(within(dialog).getByRole('button', { name: 'Remove stone 1' }));
    expect(within(dialog).queryByRole('group', { name: 'Stone 2' })).not.toBeInTheDocument();
    expect(stoneLine(dialog, 1).getByLabelText('Carats')).toHaveValue('0.0005');
    expect(within(dialog).getByRole('button', { name: 'Add stone line' })).toHaveFocus();

    for (let line = 2; line <= 20; line++)
      await user.click(within(dialog).getByRole('button', { name: 'Add stone line' }));
    expect(within(dialog).getAllByRole('group', { name: /^Stone \d+$/ })).toHaveLength(20);
    expect(within(dialog).getByRole('button', { name: 'Add stone line' })).toBeDisabled();
    expect(within(dialog).getByText('A piece can have at most 20 stone lines.')).toBeInTheDocument();
  });

  it('offers per-carat purities only for a loose diamond, and refuses a discount above the rest at these rates', async () => {
    const { user, state } = await renderPage();
    const dialog = await openAddForm(user);
    const form = within(dialog);
    const purities = () =>
      within(form.getByLabelText('Purity *'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await user.selectOptions(form.getByLabelText('Metal *'), 'Gold');
    expect(purities()).toEqual(['Select purity', '22K', 'Silver 925']);
    await user.selectOptions(form.getByLabelText('Metal *'), 'Diamond');
    expect(purities()).toEqual(['Select purity', '22K', 'Silver 925', 'Diamond VVS (per carat)']);

    await fillRequiredFields(user, dialog);
    // 17,500 metal + 1,500 labour + 45 hallmarking: no more can be taken off.
    await user.type(form.getByLabelText('Discount (₹)'), '19045.01');
    await user.click(form.getByRole('button', { name: 'Add Product' }));
    expect(form.getByLabelText('Discount (₹)')).toHaveAccessibleDescription(
      'Discount cannot be more than ₹19,045.00 (metal + labour + stones + hallmarking)',
    );
    await user.type(form.getByLabelText('Discount (₹)'), '{Backspace}{Backspace}{Backspace}');
    expect(form.getByLabelText('Discount (₹)')).not.toHaveAccessibleDescription();
    expect(state.sent).toEqual([]);
  });

  it("shows the CMS's field issues under their fields, the rest at the foot, and keeps everything typed", async () => {
    const { user, state, control } = await renderPage();
    const dialog = await openAddForm(user);
    const form = within(dialog);
    await fillRequiredFields(user, dialog);
    await user.type(form.getByLabelText('HUID'), 'AB12CD');
    await addStoneLine(user, dialog, {
      name: 'Diamond',
      count: '2',
      carats: '0.2',
      pricedBy: 'Diamond VVS (₹64,500.00/ct)',
    });

    control.answerWrite = () => ({
      status: 409,
      body: {
        success: false,
        message: 'A product with HUID "AB12CD" already exists',
        errors: [{ field: 'huid', code: 'duplicate', message: 'HUID AB12CD is already on another product' }],
      },
    });
    await user.click(form.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('A product with HUID "AB12CD" already exists')).toBeInTheDocument();
    expect(form.getByLabelText('HUID')).toHaveAccessibleDescription('HUID AB12CD is already on another product');
    expect(await form.findByRole('button', { name: 'Add Product' })).toBeEnabled();

    control.answerWrite = () => ({
      status: 400,
      body: {
        success: false,
        message: 'Stone 1: Rate "Diamond VVS" is not one of the rates; existingImages: must be images of this product',
        errors: [
          { field: 'stones.0.rate', code: 'missing_rate', message: 'Rate "Diamond VVS" is not one of the rates' },
          { field: 'existingImages', code: 'invalid', message: 'must be images of this product' },
        ],
      },
    });
    await user.clear(form.getByLabelText('HUID'));
    await user.type(form.getByLabelText('HUID'), 'AB12CE');
    await user.click(form.getByRole('button', { name: 'Add Product' }));
    expect(await form.findByRole('alert')).toHaveTextContent('existingImages: must be images of this product');
    expect(stoneLine(dialog, 1).getByLabelText('Priced by')).toHaveAccessibleDescription(
      'Rate "Diamond VVS" is not one of the rates',
    );

    expect(state.sent).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Add Product' })).toBe(dialog);
    expect(form.getByLabelText('Product Name *')).toHaveValue('Lotus Ring');
    expect(form.getByLabelText('HUID')).toHaveValue('AB12CE');
    expect(stoneLine(dialog, 1).getByLabelText('Carats')).toHaveValue('0.2');
  });

  it("previews exactly the public page's breakup rows for what is typed, as it is typed", async () => {
    const { user } = await renderPage();
    const dialog = await openAddForm(user);
    const form = within(dialog);
    await fillRequiredFields(user, dialog);
    await user.selectOptions(form.getByLabelText('Labour charged as'), '% of metal');
    await user.clear(form.getByLabelText('Labour (% of metal) *'));
    await user.type(form.getByLabelText('Labour (% of metal) *'), '12');
    await user.selectOptions(form.getByLabelText('Discount as'), '% of labour');
    await user.type(form.getByLabelText('Discount (% of labour)'), '25');
    const diamonds = await addStoneLine(user, dialog, {
      name: 'Diamond',
      count: '10',
      carats: '0.25',
      pricedBy: 'Diamond VVS (₹64,500.00/ct)',
    });
    await addStoneLine(user, dialog, {
      name: 'Ruby',
      count: '2',
      carats: '0.4',
      pricedBy: 'Own ₹ per carat',
      pricePerCarat: '18000',
    });

    const expected = (diamondCarats: number) =>
      breakupRows(
        priceProduct(
          {
            metal: 'Gold',
            purity: '22K',
            weight: 2.5,
            laber: 0,
            makingChargeType: 'percent',
            makingChargeValue: 12,
            stones: [
              { name: 'Diamond', count: 10, carats: diamondCarats, rate: 'Diamond VVS' },
              { name: 'Ruby', count: 2, carats: 0.4, pricePerCarat: 18000 },
            ],
            hallmarkFee: 45,
            discountType: 'percent',
            discount: 25,
          },
          RATES,
          0.03,
        ),
      ).map((row) => [`${row.label}${row.note ?? ''}`, row.amount]);
    expect(previewRows(dialog)).toEqual(expected(0.25));
    expect(previewRows(dialog)).toContainEqual(['Stones (+)Diamond VVS: 0.250 ct × ₹64,500.00/ct', '₹16,125.00']);

    await user.clear(diamonds.getByLabelText('Carats'));
    await user.type(diamonds.getByLabelText('Carats'), '0.3');
    expect(previewRows(dialog)).toEqual(expected(0.3));

    await user.click(form.getByRole('button', { name: 'Add stone line' }));
    expect(form.getByRole('region', { name: 'Price preview' })).toHaveTextContent(
      'Stone 3 is not counted until given carats and a price.',
    );
  });
});
