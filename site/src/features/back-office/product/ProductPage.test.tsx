import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../data/fake-cms';
import {
  fillRequiredFields,
  openAddForm,
  png,
  product,
  renderProductPage,
  usePreviewsAndStandIn,
} from './product-test-support';

describe('Product page', () => {
  const standIn = usePreviewsAndStandIn();

  async function renderPage(initial: Parameters<typeof renderProductPage>[0]) {
    const page = await renderProductPage(initial);
    standIn.stopAfter(page.cms.close);
    return page;
  }

  it('lists the products under upper-cased headers with a # column, with their labour and the price a customer pays', async () => {
    await renderPage([product(1), product(2, { name: 'Silver Anklet', status: 'inactive', gender: 'male' })]);
    const table = await screen.findByRole('table', { name: 'Products' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    // jsdom applies no CSS: a laptop shows LABOUR and hides PRICE, a phone's compact row the other way.
    // The first, unnamed, holds the tick box for the page (the bulk edit).
    expect(headers).toEqual(['', '#', 'NAME', 'SKU', 'LABOUR', 'PRICE', 'PURITY', 'GENDER', 'STATUS', 'ACTIONS']);
    expect(within(table).getByRole('columnheader', { name: 'PRICE' })).toHaveClass('md:hidden');
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(cells.slice(1, -1).map((cell) => cell.textContent)).toEqual([
      '2',
      'Silver Anklet',
      'RG-002',
      '₹1,500.00',
      '₹19,570.00',
      '22K',
      'Male',
      'Inactive',
    ]);
    const actions = within(cells.at(-1) as HTMLElement);
    expect(actions.getByRole('link', { name: 'View Silver Anklet on site' })).toBeInTheDocument();
    expect(actions.getByRole('button', { name: 'Edit Silver Anklet' })).toBeInTheDocument();
    expect(actions.getByRole('button', { name: 'Delete Silver Anklet' })).toBeInTheDocument();
  });

  it('shows each product by its stored thumbnail, never its upload', async () => {
    await renderPage([
      product(1, {
        images: [
          {
            id: 11,
            url: '/uploads/front.jpg',
            thumbnailUrl: '/uploads/thumbnail_front.jpg',
            width: 3000,
            height: 4000,
          },
          { id: 12, url: '/uploads/side.jpg', thumbnailUrl: '/uploads/thumbnail_side.jpg', width: 3000, height: 4000 },
        ],
      }),
      product(2),
    ]);
    const table = await screen.findByRole('table', { name: 'Products' });
    const pictures = [...table.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(pictures).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/thumbnail_front\.jpg$/)]);
  });

  it('keeps a phone to a compact row a product: tick box, picture, name, SKU, price, status and one menu button', async () => {
    await renderPage([product(1, { name: 'Lotus Ring' })]);
    const table = await screen.findByRole('table', { name: 'Products' });
    const [, row] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement];
    // jsdom applies no CSS: the classes say what a phone shows (the browser test measures the rows).
    const onPhones = (element: Element) => !element.className.split(' ').includes('max-md:hidden');
    expect(
      within(row)
        .getAllByRole('cell')
        .filter(onPhones)
        .map((cell) => cell.getAttribute('data-label') ?? 'actions'),
    ).toEqual(['Select', 'Name', 'SKU', 'Price', 'Status', 'actions']);
    const menuButton = within(row).getByRole('button', { name: 'Actions for Lotus Ring' });
    expect(menuButton.closest('.md\\:hidden')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit Lotus Ring' }).parentElement).toHaveClass('max-md:hidden');
  });

  it('opens a row’s menu from its button and moves through it by keyboard; Escape closes it and focus returns', async () => {
    const { user } = await renderPage([product(1), product(2)]);
    const menuButton = await screen.findByRole('button', { name: 'Actions for Ring 2' });
    expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(menuButton);
    const menu = screen.getByRole('menu', { name: 'Actions for Ring 2' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton).toHaveAttribute('aria-controls', menu.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edit', 'View on site', 'Delete']);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[2]).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    // Arrow Up on the button opens it at its last item; a tap elsewhere, or Tab, closes it.
    await user.keyboard('{ArrowUp}');
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.click(screen.getByRole('table', { name: 'Products' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await user.click(menuButton);
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Only one row's menu is ever open.
    await user.click(menuButton);
    await user.click(screen.getByRole('button', { name: 'Actions for Ring 1' }));
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    expect(screen.getByRole('menu')).toHaveAccessibleName('Actions for Ring 1');
  });

  it('edits and deletes a product from its row’s menu, focus going back to the menu button', async () => {
    const { user, state } = await renderPage([product(1), product(2)]);
    const menuButton = await screen.findByRole('button', { name: 'Actions for Ring 2' });
    await user.click(menuButton);
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Edit' }));
    const form = screen.getByRole('dialog', { name: 'Edit Product' });
    expect(within(form).getByLabelText(/Product Name/)).toHaveValue('Ring 2');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    const question = screen.getByRole('dialog', { name: 'Delete product' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Ring 2')).not.toBeInTheDocument());
    expect(state.deleted).toEqual([2]);
  });

  it('links every piece to its page on the site, in a new tab: from its row, its menu and its edit dialog', async () => {
    const { user } = await renderPage([product(1), product(2, { name: 'Silver Anklet', status: 'inactive' })]);
    // An inactive piece keeps its page on the site, saying Out Of Stock: it is linked too.
    for (const [id, name] of [
      [1, 'Ring 1'],
      [2, 'Silver Anklet'],
    ] as const) {
      const link = await screen.findByRole('link', { name: `View ${name} on site` });
      expect(link).toHaveAttribute('href', `/product-preview/${id}`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    }
    await user.click(screen.getByRole('button', { name: 'Actions for Silver Anklet' }));
    const item = within(screen.getByRole('menu')).getByRole('menuitem', { name: 'View on site' });
    expect(item).toHaveAttribute('href', '/product-preview/2');
    expect(item).toHaveAttribute('target', '_blank');
    expect(item).toHaveAttribute('rel', 'noopener');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Edit Silver Anklet' }));
    const form = screen.getByRole('dialog', { name: 'Edit Product' });
    const fromForm = within(form).getByRole('link', { name: 'View on site' });
    expect(fromForm).toHaveAttribute('href', '/product-preview/2');
    expect(fromForm).toHaveAttribute('target', '_blank');
    expect(fromForm).toHaveAttribute('rel', 'noopener');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    // A product being added has no page yet.
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).queryByRole('link', { name: 'View on site' })).not.toBeInTheDocument(),
    );
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
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Products pages' })).not.toBeInTheDocument());
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
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Net weight (grams) *')).toHaveAccessibleDescription(
        'Net weight must be more than 0 g',
      ),
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
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
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
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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
        imageOrder: [
          { new: 0, focus: { x: 0.5, y: 0.5 } },
          { new: 1, focus: { x: 0.5, y: 0.5 } },
        ],
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
    await waitFor(() => expect(within(dialog).queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument());
  });

  it('refuses a chosen file that is no picture when it is chosen, naming it', async () => {
    const { user } = await renderPage([]);
    const dialog = await openAddForm(user);
    const picker = within(dialog).getByLabelText('Add images');
    // Named and typed like a picture, but text inside: the browser would show a broken thumbnail.
    const notes = new File(['opening hours: 10 to 8'], 'notes.png', { type: 'image/png' });
    await user.upload(picker, [png('front.png'), notes]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('notes.png is not a JPEG, PNG or WebP image');
    await waitFor(() => expect(picker).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(within(dialog).queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument());
  });

  it('edits a product: keeps one image, removes the other, adds two', async () => {
    const existing = product(7, {
      images: [
        { id: 71, url: '/uploads/a.png', thumbnailUrl: '/uploads/thumbnail_a.png', width: 1200, height: 1200 },
        { id: 72, url: '/uploads/b.png', thumbnailUrl: '/uploads/thumbnail_b.png', width: 1200, height: 1200 },
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
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
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
    standIn.stopAfter(undefined);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
