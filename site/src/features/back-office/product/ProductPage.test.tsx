import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer } from '../data/fake-cms';
import { fillRequiredFields, openAddForm, png, product, renderProductPage } from './product-test-support';

describe('Product page', () => {
  let stopCms: (() => Promise<void>) | undefined;

  beforeEach(() => {
    // jsdom has no object URLs for previews; the picker only needs a distinct address per file.
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => `blob:${(file as File).name}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await stopCms?.();
  });

  async function renderPage(initial: Parameters<typeof renderProductPage>[0]) {
    const page = await renderProductPage(initial);
    stopCms = page.cms.close;
    return page;
  }

  it('lists the products under upper-cased headers with a # column', async () => {
    await renderPage([product(1), product(2, { name: 'Silver Anklet', status: 'inactive', gender: 'male' })]);
    const table = await screen.findByRole('table', { name: 'Products' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['#', 'NAME', 'SKU', 'LABOUR', 'PURITY', 'GENDER', 'STATUS', 'ACTIONS']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'Silver Anklet', 'RG-002', '₹1,500.00', '22K', 'Male', 'Inactive', 'EditDelete']);
  });

  it("says 'No records available' when there are no products", async () => {
    await renderPage([]);
    expect(await screen.findByText('No records available')).toBeInTheDocument();
  });

  it('searches and pages a catalogue of hundreds of products', async () => {
    const many = Array.from({ length: 45 }, (_, index) => product(index + 1));
    const { user } = await renderPage(many);
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Showing 1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 41–45 of 45')).toBeInTheDocument();
    expect(within(table).getByText('Ring 45')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox'), 'rg-007');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Ring 7')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Products pages' })).not.toBeInTheDocument();
  });

  it('names every missing required field and sends nothing', async () => {
    const { user, state } = await renderPage([]);
    const dialog = await openAddForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    for (const label of [
      'Product Name *',
      'SKU *',
      'Metal *',
      'Purity *',
      'Category *',
      'Gender *',
      'Net weight (grams) *',
      'Labour (₹) *',
    ]) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription('required!');
    }
    // Then it checks on every change.
    await user.type(within(dialog).getByLabelText('Net weight (grams) *'), '-1');
    expect(within(dialog).getByLabelText('Net weight (grams) *')).toHaveAccessibleDescription(
      'Net weight must be more than 0 g',
    );
    expect(state.sent).toEqual([]);
  });

  it.each([
    ['Product Name *', 'x'.repeat(121), 'Name must be at most 120 characters'],
    ['SKU *', 'LT 001!', 'SKU can only hold letters, digits and . - _ /'],
    ['Net weight (grams) *', '0', 'Net weight must be more than 0 g'],
    ['Net weight (grams) *', '2.5005', 'Net weight can have at most 3 decimals'],
    ['Net weight (grams) *', '200000', 'Net weight cannot be more than 1,00,000 g'],
    ['Gross weight (grams)', '2.4', 'Gross weight must be at least the net weight (2.5 g)'],
    ['Labour (₹) *', '-5', 'Labour cannot be negative'],
    ['Labour (₹) *', '12.345', 'Labour can have at most 2 decimals'],
    ['Labour (₹) *', '10000001', 'Labour cannot be more than ₹1,00,00,000.00'],
    ['Discount (₹)', 'ten', 'Discount must be a number'],
    ['Hallmarking fee (₹)', '1000.5', 'Hallmarking fee cannot be more than ₹1,000.00'],
    ['HUID', 'AB12', 'HUID must be 6 letters or digits (A-Z, 0-9)'],
    ['Size (mm)', '2000', 'Size cannot be more than 1,000 mm'],
  ])('names what is wrong with %s "%s": %s', async (label, typed, message) => {
    const { user, state } = await renderPage([]);
    const dialog = await openAddForm(user);
    await fillRequiredFields(user, dialog);
    const field = within(dialog).getByLabelText(label);
    await user.clear(field);
    await user.type(field, typed);
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(field).toHaveAccessibleDescription(message);
    expect(state.sent).toEqual([]);
  });

  it('previews the price as the fields change, from the day’s rate and GST', async () => {
    const { user } = await renderPage([]);
    const dialog = await openAddForm(user);
    const preview = within(dialog).getByRole('region', { name: 'Price preview' });
    expect(preview).toHaveTextContent('Choose a purity and enter the net weight to see the price.');
    await fillRequiredFields(user, dialog);
    await user.type(within(dialog).getByLabelText('Discount (₹)'), '500');
    // 7,000 × 2.5 = 17,500; + 1,500 labour + 45 hallmarking (the shop's default) − 500 = 18,545; GST 3% = 556.35.
    expect(preview).toHaveTextContent('Net Payable₹19,101.35');
    expect(preview).toHaveTextContent('GST (+)₹556.35');
  });

  it('adds a product with two images as multipart, then closes and refreshes the list', async () => {
    const { user, state } = await renderPage([]);
    const dialog = await openAddForm(user);
    await fillRequiredFields(user, dialog);
    await user.upload(within(dialog).getByLabelText('Add images'), [png('front.png'), png('side.png')]);
    expect(within(dialog).getByRole('img', { name: 'New image front.png' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'New image side.png' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Product added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(state.sent).toEqual([
      {
        method: 'POST',
        url: '/api/admin/add-product',
        fields: expect.objectContaining({
          name: 'Lotus Ring',
          sku: 'LT-001',
          purity: '22K',
          category_id: '2',
          weight: '2.5',
          laber: '1500',
          status: 'active',
        }),
        files: ['front.png', 'side.png'],
        existingImages: [],
      },
    ]);
    expect(await screen.findByText('Lotus Ring')).toBeInTheDocument();
  });

  it('refuses a choice of 4 images with the warning and sends none of them', async () => {
    const { user } = await renderPage([]);
    const dialog = await openAddForm(user);
    expect(within(dialog).getByText('Max 3 images (JPEG, PNG, WebP)')).toBeInTheDocument();
    const picker = within(dialog).getByLabelText('Add images');
    await user.upload(picker, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Max image select limit is 3...');
    expect(await screen.findAllByText('Max image select limit is 3...')).toHaveLength(2);
    expect(within(dialog).queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument();
  });

  it('refuses a chosen file that is no picture when it is chosen, naming it', async () => {
    const { user } = await renderPage([]);
    const dialog = await openAddForm(user);
    const picker = within(dialog).getByLabelText('Add images');
    // Named and typed like a picture, but text inside: the browser would show a broken thumbnail.
    const notes = new File(['opening hours: 10 to 8'], 'notes.png', { type: 'image/png' });
    await user.upload(picker, [png('front.png'), notes]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('notes.png is not a JPEG, PNG or WebP image');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument();
  });

  it('edits a product: keeps one image, removes the other, adds two', async () => {
    const existing = product(7, {
      images: [
        { id: 71, url: '/uploads/a.png', width: 1200, height: 1200 },
        { id: 72, url: '/uploads/b.png', width: 1200, height: 1200 },
      ],
    });
    const { user, state } = await renderPage([existing]);
    await user.click(await screen.findByRole('button', { name: 'Edit Ring 7' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).getByLabelText(/Product Name/)).toHaveValue('Ring 7');
    expect(within(dialog).getByLabelText(/Category/)).toHaveValue('1');
    expect(within(dialog).getByLabelText(/Size/)).toHaveValue('16');

    // Two kept and two new would be four: refused until one is removed.
    const picker = within(dialog).getByLabelText('Add images');
    await user.upload(picker, [png('new-1.png'), png('new-2.png')]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Max image select limit is 3...');
    await user.click(within(dialog).getByRole('button', { name: 'Remove image 2' }));
    await user.upload(picker, [png('new-1.png'), png('new-2.png')]);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Product Name/));
    await user.type(within(dialog).getByLabelText(/Product Name/), 'Ring 7 (resized)');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(state.sent).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: '/api/admin/product/7',
        files: ['new-1.png', 'new-2.png'],
        existingImages: [71],
      }),
    ]);
    expect(state.sent[0]?.fields.name).toBe('Ring 7 (resized)');
  });

  it('keeps the form as typed when the save is refused, and disables saving while it runs', async () => {
    const { user, control } = await renderPage([]);
    let release: (answer: Answer) => void = () => undefined;
    control.answerWrite = () =>
      new Promise<Answer>((resolve) => {
        release = resolve;
      });
    const dialog = await openAddForm(user);
    await fillRequiredFields(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add Product' }));

    const saving = await within(dialog).findByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    release({ status: 409, body: { success: false, message: 'A product with SKU "LT-001" already exists' } });

    expect(await screen.findByText('A product with SKU "LT-001" already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Product' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Product Name/)).toHaveValue('Lotus Ring');
    expect(await within(dialog).findByRole('button', { name: 'Add Product' })).toBeEnabled();
  });

  it('asks before deleting; Cancel keeps the product', async () => {
    const { user, state } = await renderPage([product(1), product(2)]);
    await user.click(await screen.findByRole('button', { name: 'Delete Ring 2' }));
    const question = screen.getByRole('dialog', { name: 'Delete product' });
    expect(question).toHaveAccessibleDescription('Are you sure you want to delete this item?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(state.deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Ring 2' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ring 2')).not.toBeInTheDocument());
    expect(state.deleted).toEqual([2]);
  });

  it('shows why the products could not be read, with a Retry', async () => {
    const { user, cms } = await renderPage([]);
    await cms.close();
    stopCms = undefined;
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
