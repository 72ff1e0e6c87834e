// The product form's trade pricing (docs/api.md): the making charge by type, stone lines,
// gross weight, HUID, hallmarking and the discount by type, sent to a stand-in CMS over real HTTP;
// the CMS's field issues shown under their fields; and the preview, row for row the public page's.
// Its photos on a slow line: made lighter when chosen, the upload's progress while it is sent, and a
// failed upload sent again as it was.
import { createApiClient, type UploadOptions } from '@suvarna/api-client';
import { priceProduct } from '@suvarna/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { breakupRows } from '../../product/breakup';
import type { Answer } from '../data/fake-cms';
import type { LightenPhoto } from '../ui/lighter-photo';
import { renderListPage, type User } from '../ui/list-page-test-support';
import { ProductForm, type ProductFormApi } from './ProductForm';
import {
  CATEGORIES,
  envelope,
  fillRequiredFields,
  openAddForm,
  png,
  product,
  RATES,
  renderProductPage,
  SHOP_SETTINGS,
  startProductCms,
  usePreviewsAndStandIn,
} from './product-test-support';

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
  const standIn = usePreviewsAndStandIn();

  async function renderPage(initial: Parameters<typeof renderProductPage>[0] = []) {
    const page = await renderProductPage(initial);
    standIn.stopAfter(page.cms.close);
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
      pricedBy: 'Diamond VVS (₹64,500.00 / ct)',
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
    await waitFor(() => expect(hindi.queryByText(/No Hindi name yet/)).not.toBeInTheDocument());
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

  // Twenty lines typed key by key: 2.7 s on a quiet machine, near Vitest's 5 s default on a busy one.
  it('adds and removes stone lines, names what is wrong in each, and stops at 20 lines', async () => {
    const { user, state } = await renderPage();
    const dialog = await openAddForm(user);
    await fillRequiredFields(user, dialog);
    await addStoneLine(user, dialog, {
      name: 'Polki',
      count: '4',
      carats: '1.2',
      pricedBy: 'Diamond VVS (₹64,500.00 / ct)',
    });
    const second = await addStoneLine(user, dialog, {
      name: '',
      count: '1.5',
      carats: '0.0005',
      pricedBy: 'Own ₹ per carat',
    });
    await user.type(second.getByLabelText('Certificate lab'), 'IGI');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));

    await waitFor(() => expect(second.getByLabelText('Name')).toHaveAccessibleDescription('required!'));
    await waitFor(() =>
      expect(second.getByLabelText('Count')).toHaveAccessibleDescription('Count must be a whole number'),
    );
    await waitFor(() =>
      expect(second.getByLabelText('Carats')).toHaveAccessibleDescription('Carats must be at least 0.001'),
    );
    await waitFor(() => expect(second.getByLabelText('Certificate number')).toHaveAccessibleDescription('required!'));
    // The line's price is named with everything else at once.
    await waitFor(() =>
      expect(second.getByLabelText('₹ per carat')).toHaveAccessibleDescription('Rate or price per carat must be given'),
    );
    await waitFor(() => expect(stoneLine(dialog, 1).getByLabelText('Carats')).not.toHaveAccessibleDescription());

    await user.clear(second.getByLabelText('Count'));
    await user.type(second.getByLabelText('Count'), '2');
    await user.type(second.getByLabelText('Certificate number'), 'LG7');
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    await waitFor(() =>
      expect(second.getByLabelText('₹ per carat')).toHaveAccessibleDescription('Rate or price per carat must be given'),
    );
    await waitFor(() => expect(second.getByLabelText('Count')).not.toHaveAccessibleDescription());
    expect(state.sent).toEqual([]);

    // Removing the first line leaves the second as Stone 1, with what was typed in it.
    await user.click(within(dialog).getByRole('button', { name: 'Remove stone 1' }));
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'Stone 2' })).not.toBeInTheDocument());
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
    await waitFor(() =>
      expect(form.getByLabelText('Discount (₹)')).toHaveAccessibleDescription(
        'Discount cannot be more than ₹19,045.00 (metal + labour + stones + hallmarking)',
      ),
    );
    await user.type(form.getByLabelText('Discount (₹)'), '{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(form.getByLabelText('Discount (₹)')).not.toHaveAccessibleDescription());
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
      pricedBy: 'Diamond VVS (₹64,500.00 / ct)',
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
    await waitFor(() =>
      expect(form.getByLabelText('HUID')).toHaveAccessibleDescription('HUID AB12CD is already on another product'),
    );
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
    await waitFor(() =>
      expect(stoneLine(dialog, 1).getByLabelText('Priced by')).toHaveAccessibleDescription(
        'Rate "Diamond VVS" is not one of the rates',
      ),
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
      pricedBy: 'Diamond VVS (₹64,500.00 / ct)',
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

describe('Product form: photos on a slow line', () => {
  const standIn = usePreviewsAndStandIn();

  /** A camera's photo made lighter: a JPEG of `bytes`, named as chosen but for its extension. */
  const lighterOf =
    (bytes: number): LightenPhoto =>
    async (file) =>
      new File([new Uint8Array(bytes)], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' });

  /**
   * The Add Product form alone, against a stand-in CMS over real HTTP (uploads by jsdom's
   * XMLHttpRequest), with its photos made lighter by `lighten`. Each upload's options are kept, and
   * `report` is told of each, to report progress before the browser does.
   */
  async function renderForm(
    lighten: LightenPhoto,
    report: (onProgress: (sent: number, total: number) => void) => void = () => {},
  ) {
    const fake = await startProductCms([]);
    standIn.stopAfter(fake.cms.close);
    const client = createApiClient({ baseUrl: fake.cms.url, getToken: () => 'jwt-1' });
    const uploads: UploadOptions[] = [];
    const api: ProductFormApi = {
      addProduct: (upload, options = {}) => {
        uploads.push(options);
        if (options.onProgress) report(options.onProgress);
        return client.addProduct(upload, options);
      },
      replaceProduct: client.replaceProduct,
      getHistory: client.getHistory,
    };
    const onSaved = vi.fn();
    const user = renderListPage(
      <ProductForm
        api={api}
        rates={RATES}
        categories={CATEGORIES}
        shopSettings={SHOP_SETTINGS}
        cmsUrl={fake.cms.url}
        onClose={() => {}}
        onSaved={onSaved}
        lightenPhoto={lighten}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add Product' });
    return { ...fake, user, dialog, uploads, onSaved };
  }

  /** Holds the CMS's answer to the next write until `release` (with `answer`, a saved product by default). */
  function holdWrite(control: { answerWrite?: () => Answer | Promise<Answer> }) {
    let release: (answer?: Answer) => void = () => {};
    control.answerWrite = () =>
      new Promise<Answer>((resolve) => {
        release = (answer = envelope(product(901, { name: 'Lotus Ring' }), 'Product added')) => resolve(answer);
      });
    return { release: (answer?: Answer) => release(answer) };
  }

  it('sends the lighter photos with a progress bar in one part per photo, waiting as long as the CMS gives an upload', async () => {
    const lighten = vi.fn(lighterOf(300_000));
    const { user, dialog, control, state, uploads, onSaved } = await renderForm(lighten, (onProgress) =>
      // The first photo gone and half the second, as a browser would report it on the way.
      onProgress(450_500, 600_500),
    );
    const form = within(dialog);
    await fillRequiredFields(user, dialog);
    await user.upload(form.getByLabelText('Add images'), [png('front.png'), png('side.png')]);
    expect(lighten).toHaveBeenCalledTimes(2);
    expect(form.getAllByRole('img', { name: /^New image/ }).map((image) => image.getAttribute('alt'))).toEqual([
      'New image front.jpg',
      'New image side.jpg',
    ]);
    await waitFor(() => expect(form.queryByRole('progressbar')).not.toBeInTheDocument());

    const held = holdWrite(control);
    await user.click(form.getByRole('button', { name: 'Add Product' }));
    const bar = await form.findByRole('progressbar', { name: 'Uploading 2 photos' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(bar).toHaveAttribute('aria-valuetext', '75 %, Photo 2 of 2 · 0.4 of 0.6 MB sent');
    expect(bar.children).toHaveLength(2);
    expect(form.getByText('Photo 2 of 2 · 0.4 of 0.6 MB sent')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    // The CMS gives an upload's body 120 s; the form waits that and 15 s for the storing and the answer.
    expect(uploads).toEqual([expect.objectContaining({ timeoutMs: 135_000 })]);

    await waitFor(() => expect(state.sent).toHaveLength(1));
    expect(state.sent[0]?.files).toEqual(['front.jpg', 'side.jpg']);
    held.release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('keeps everything typed and the photos after a failed upload, and Save sends the same again', async () => {
    const lighten = vi.fn(lighterOf(200_000));
    const { user, dialog, control, state, onSaved } = await renderForm(lighten);
    const form = within(dialog);
    await fillRequiredFields(user, dialog);
    await user.type(form.getByLabelText('HUID'), 'AB12CD');
    await user.type(form.getByLabelText('Details'), 'Temple work');
    await user.upload(form.getByLabelText('Add images'), [png('front.png'), png('side.png'), png('top.png')]);

    // The line was too slow: the CMS gave up waiting for the body.
    const held = holdWrite(control);
    await user.click(form.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(state.sent).toHaveLength(1));
    held.release({
      status: 408,
      body: { success: false, message: 'The request took too long to arrive (at most 120 s)' },
    });
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('The product was not saved.');
    expect(alert).toHaveTextContent('The request took too long to arrive (at most 120 s)');
    expect(alert).toHaveTextContent(
      'Everything entered and the 3 new photos are kept: press “Add Product” to send them again.',
    );
    expect(form.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(form.getByLabelText('Product Name *')).toHaveValue('Lotus Ring');
    expect(form.getByLabelText('HUID')).toHaveValue('AB12CD');
    expect(form.getByLabelText('Details')).toHaveValue('Temple work');
    expect(form.getAllByRole('img', { name: /^New image/ })).toHaveLength(3);

    delete control.answerWrite;
    await user.click(form.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(state.sent).toHaveLength(2);
    const [first, again] = state.sent;
    expect(again).toEqual(first);
    expect(again?.files).toEqual(['front.jpg', 'side.jpg', 'top.jpg']);
    expect(again?.fields).toMatchObject({ name: 'Lotus Ring', sku: 'LT-001', huid: 'AB12CD', details: 'Temple work' });
    // The photos were made lighter once, when chosen.
    expect(lighten).toHaveBeenCalledTimes(3);
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for no retry when the CMS refused what was sent', async () => {
    const { user, dialog, control } = await renderForm(lighterOf(1000));
    const form = within(dialog);
    await fillRequiredFields(user, dialog);
    control.answerWrite = () => ({
      status: 409,
      body: { success: false, message: 'A product with SKU "LT-001" already exists' },
    });
    await user.click(form.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('A product with SKU "LT-001" already exists')).toBeInTheDocument();
    await waitFor(() => expect(form.queryByText('The product was not saved.')).not.toBeInTheDocument());
  });

  it('waits to be saved while the photos are made lighter, and refuses one still too large after', async () => {
    let finish: () => void = () => {};
    const { user, dialog, state } = await renderForm(async (file) => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return lighterOf(500_000)(file);
    });
    const form = within(dialog);
    await fillRequiredFields(user, dialog);
    await user.upload(form.getByLabelText('Add images'), png('front.png'));
    expect(await form.findByRole('status')).toHaveTextContent('Making the photo lighter to send…');
    expect(form.getByRole('button', { name: 'Add Product' })).toBeDisabled();
    await user.click(form.getByRole('button', { name: 'Add Product' }));
    expect(state.sent).toEqual([]);
    finish();
    await waitFor(() => expect(form.getByRole('button', { name: 'Add Product' })).toBeEnabled());
    expect(form.queryByRole('status')).not.toBeInTheDocument();
    expect(form.getByRole('img', { name: 'New image front.jpg' })).toBeInTheDocument();
  });

  it('refuses a photo still over 5 MB once made lighter, named as chosen, and takes one made small enough', async () => {
    const { user, dialog } = await renderForm(async (file) =>
      lighterOf(file.name === 'panorama.png' ? 6 * 1024 * 1024 : 900_000)(file),
    );
    const form = within(dialog);
    const picker = form.getByLabelText('Add images');
    await user.upload(picker, png('panorama.png'));
    expect(await form.findByRole('alert')).toHaveTextContent('panorama.png is larger than 5 MB');
    await waitFor(() => expect(form.queryByRole('img', { name: /^New image/ })).not.toBeInTheDocument());
    // A camera's 7 MB photo is taken: it is under 1 MB once lighter.
    const camera = new File(
      [new Uint8Array([0xff, 0xd8, 0xff, 0xe1]), new Uint8Array(7 * 1024 * 1024)],
      'IMG_0042.JPG',
      {
        type: 'image/jpeg',
      },
    );
    await user.upload(picker, camera);
    expect(await form.findByRole('img', { name: 'New image IMG_0042.jpg' })).toBeInTheDocument();
    await waitFor(() => expect(form.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('Product form: the order of photos, cover first', () => {
  const standIn = usePreviewsAndStandIn();

  /** The chosen images' sources, in the order shown: the kept ones' thumbnails by name, new ones' previews. */
  const shownOrder = (dialog: HTMLElement) =>
    within(within(dialog).getByRole('list', { name: 'Chosen images' }))
      .getAllByRole('img')
      .map((image) => (image.getAttribute('src') ?? '').replace(/^.*\//, ''));

  it('reorders by the buttons, makes a photo the cover, and sends the order with the kept ids and the files', async () => {
    const existing = product(7, {
      images: [
        { id: 71, url: '/uploads/a.png', thumbnailUrl: '/uploads/thumbnail_a.png', width: 1200, height: 1200 },
        {
          id: 72,
          url: '/uploads/b.png',
          thumbnailUrl: '/uploads/thumbnail_b.png',
          width: 1200,
          height: 1200,
          focus: { x: 0.4, y: 0.5 },
        },
      ],
    });
    const page = await renderProductPage([existing]);
    standIn.stopAfter(page.cms.close);
    const { user, state } = page;
    await user.click(await screen.findByRole('button', { name: 'Edit Ring 7' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    const form = within(dialog);
    await user.upload(form.getByLabelText('Add images'), [png('new.png')]);
    await waitFor(() => expect(shownOrder(dialog)).toEqual(['thumbnail_a.png', 'thumbnail_b.png', 'blob:new.png']));
    // The ends of the row cannot move past them.
    expect(form.getByRole('button', { name: 'Move image 1 earlier' })).toBeDisabled();
    expect(form.getByRole('button', { name: 'Make image 1 the cover' })).toBeDisabled();
    expect(form.getByRole('button', { name: 'Move image 3 later' })).toBeDisabled();

    await user.click(form.getByRole('button', { name: 'Make image 3 the cover' }));
    expect(shownOrder(dialog)).toEqual(['blob:new.png', 'thumbnail_a.png', 'thumbnail_b.png']);
    expect(form.getAllByRole('listitem')[0]).toHaveTextContent('Cover');
    await user.click(form.getByRole('button', { name: 'Move image 3 earlier' }));
    expect(shownOrder(dialog)).toEqual(['blob:new.png', 'thumbnail_b.png', 'thumbnail_a.png']);
    await user.click(form.getByRole('button', { name: 'Move image 1 later' }));
    expect(shownOrder(dialog)).toEqual(['thumbnail_b.png', 'blob:new.png', 'thumbnail_a.png']);
    // Removing one keeps the others' order.
    await user.click(form.getByRole('button', { name: 'Remove image 3' }));
    expect(shownOrder(dialog)).toEqual(['thumbnail_b.png', 'blob:new.png']);

    // Each picture's focal point, as stored, nudged by the arrow keys (a twentieth a press).
    const kept = form.getByRole('button', { name: 'Focal point of image 1: 40% across, 50% down' });
    kept.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(kept).toHaveAccessibleName('Focal point of image 1: 30% across, 50% down');
    form.getByRole('button', { name: 'Focal point of image 2: 50% across, 50% down' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(form.getByRole('button', { name: /^Focal point of image 2/ })).toHaveAccessibleName(
      'Focal point of image 2: 50% across, 55% down',
    );
    await user.keyboard('{ArrowDown}');

    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(state.sent).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: '/api/admin/product/7',
        files: ['new.png'],
        existingImages: [72],
        imageOrder: [
          { kept: 72, focus: { x: 0.3, y: 0.5 } },
          { new: 0, focus: { x: 0.5, y: 0.6 } },
        ],
      }),
    ]);
  });

  /** The Add Product form filled in, with three new photos chosen: front, side, back. */
  async function addFormWithThreePhotos() {
    const page = await renderProductPage([]);
    standIn.stopAfter(page.cms.close);
    const dialog = await openAddForm(page.user);
    await fillRequiredFields(page.user, dialog);
    const form = within(dialog);
    await page.user.upload(form.getByLabelText('Add images'), [png('front.png'), png('side.png'), png('back.png')]);
    await waitFor(() => expect(shownOrder(dialog)).toEqual(['blob:front.png', 'blob:side.png', 'blob:back.png']));
    return { ...page, dialog, form };
  }

  it('reorders by dragging a photo onto another’s place', async () => {
    const { user, state, dialog, form } = await addFormWithThreePhotos();
    const tiles = form.getAllByRole('listitem');
    fireEvent.dragStart(tiles[2] as HTMLElement, { dataTransfer: { effectAllowed: 'none' } });
    fireEvent.dragOver(tiles[0] as HTMLElement);
    fireEvent.drop(tiles[0] as HTMLElement);
    fireEvent.dragEnd(tiles[2] as HTMLElement);
    expect(shownOrder(dialog)).toEqual(['blob:back.png', 'blob:front.png', 'blob:side.png']);
    expect(form.getAllByRole('listitem')[0]).toHaveTextContent('Cover');

    await user.click(form.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product added')).toBeInTheDocument();
    expect(state.sent).toEqual([expect.objectContaining({ files: ['back.png', 'front.png', 'side.png'] })]);
  });

  it('sends new photos in the order chosen on the form, the cover first', async () => {
    const { user, state, dialog, form } = await addFormWithThreePhotos();
    await user.click(form.getByRole('button', { name: 'Make image 2 the cover' }));
    expect(shownOrder(dialog)).toEqual(['blob:side.png', 'blob:front.png', 'blob:back.png']);
    await user.click(form.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product added')).toBeInTheDocument();
    expect(state.sent).toEqual([
      expect.objectContaining({
        files: ['side.png', 'front.png', 'back.png'],
        existingImages: [],
        imageOrder: [0, 1, 2].map((index) => ({ new: index, focus: { x: 0.5, y: 0.5 } })),
      }),
    ]);
  });
});
