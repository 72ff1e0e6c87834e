import { createApiClient } from '@suvarna/api-client';
import type { Category, CategoryInput } from '@suvarna/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeCms } from '../data/fake-cms';
import {
  deleteRow,
  expectDeleteAskedFirst,
  expectSaveHeldInFlight,
  holdReplies,
  openDialog,
  renderListPage,
  shownRows,
  typeAndSave,
} from '../ui/list-page-test-support';
import { type CategoryApi, CategoryPage } from './CategoryPage';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

/** The CMS's categories in memory, answering the category routes as the real one does. */
function createCategoryCms(initial: Category[]) {
  const state = {
    categories: initial.map((category) => ({ ...category })),
    /** How many products each category holds: deleting one that holds any is refused. */
    productCounts: new Map<number, number>(),
    readsFail: false,
  };
  let nextId = Math.max(0, ...initial.map((category) => category.id)) + 1;

  const nameTaken = (name: string, exceptId?: number) =>
    state.categories.some((category) => category.id !== exceptId && category.name.toLowerCase() === name.toLowerCase());
  const taken = (name: string) => ({
    status: 409,
    body: { success: false, message: `A category named "${name}" already exists` },
  });

  const handler = (request: { method?: string | undefined; url?: string | undefined }, body: string) => {
    const route = `${request.method} ${request.url}`;
    if (route === 'POST /api/admin/get-category') {
      return state.readsFail
        ? { status: 500, body: { success: false, message: 'The database is not answering' } }
        : { status: 200, body: { success: true, data: state.categories } };
    }
    if (route === 'POST /api/admin/add-category') {
      const { name } = JSON.parse(body) as CategoryInput;
      if (nameTaken(name)) return taken(name);
      const category = { id: nextId++, name };
      state.categories.push(category);
      return { status: 200, body: { success: true, message: 'Category added successfully', data: category } };
    }
    const addressed = /^(PUT|DELETE) \/api\/admin\/category\/(\d+)$/.exec(route);
    const id = Number(addressed?.[2]);
    if (addressed?.[1] === 'PUT') {
      const input = JSON.parse(body) as CategoryInput;
      if (nameTaken(input.name, id)) return taken(input.name);
      state.categories = state.categories.map((category) => (category.id === id ? { id, ...input } : category));
      // No message: the page falls back to the spec's text.
      return { status: 200, body: { success: true, data: { id, ...input } } };
    }
    if (addressed?.[1] === 'DELETE') {
      const used = state.productCounts.get(id) ?? 0;
      const category = state.categories.find((entry) => entry.id === id);
      if (category && used > 0) {
        const message = `The category "${category.name}" has ${used} products: move them to another category before deleting it`;
        return { status: 409, body: { success: false, message } };
      }
      state.categories = state.categories.filter((entry) => entry.id !== id);
      return { status: 200, body: { success: true, message: 'Category Deleted Successfully', data: null } };
    }
    return { status: 404, body: { success: false, message: `No route ${route}` } };
  };
  return { state, handler };
}

const DEMO_CATEGORIES: Category[] = [
  { id: 1, name: 'Mangalsutra' },
  { id: 2, name: 'Ring' },
  { id: 3, name: 'Chain' },
];

/** The table's rows as the text of their # and name cells. */
const shownCategories = () => shownRows('Categories', 2);

describe('category page', () => {
  let cms: FakeCms | undefined;
  afterEach(() => cms?.close());

  async function renderPage({
    categories = DEMO_CATEGORIES,
    readsFail = false,
    wrapApi = (api) => api,
  }: {
    categories?: Category[];
    readsFail?: boolean;
    wrapApi?: (api: CategoryApi) => CategoryApi;
  } = {}) {
    const fake = createCategoryCms(categories);
    fake.state.readsFail = readsFail;
    cms = await startFakeCms(fake.handler);
    const api = createApiClient({ baseUrl: cms.url, getToken: () => 'jwt-1' });
    const user = renderListPage(<CategoryPage api={wrapApi(api)} />);
    return { state: fake.state, requests: cms.requests, user };
  }

  const writes = (requests: FakeCms['requests']) =>
    requests.filter((request) => request.url !== '/api/admin/get-category');

  it('lists the categories', async () => {
    await renderPage();
    expect(await screen.findByRole('cell', { name: 'Ring' })).toBeInTheDocument();
    expect(shownCategories()).toEqual([
      ['1', 'Mangalsutra'],
      ['2', 'Ring'],
      ['3', 'Chain'],
    ]);
    const headers = within(screen.getByRole('table', { name: 'Categories' })).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['#', 'NAME', 'GUJARATI', 'HINDI', 'ACTIONS']);
  });

  it("says 'No records available' when there are no categories", async () => {
    await renderPage({ categories: [] });
    expect(await screen.findByText('No records available')).toBeInTheDocument();
  });

  it("shows the schema's messages under the name on save, then as it is typed, and sends nothing", async () => {
    const { user, requests } = await renderPage();
    await screen.findByRole('cell', { name: 'Ring' });
    const dialog = await openDialog(user, 'Add Category');
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveFocus();

    await user.type(name, '   ');
    await waitFor(() => expect(name).not.toHaveAccessibleDescription());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('required!'));

    await user.type(name, 'Rings, chains');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Category name cannot contain a comma'));
    await user.clear(name);
    await user.type(name, 'x'.repeat(61));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Category name must be at most 60 characters'));
    await user.type(name, '{Backspace}');
    await waitFor(() => expect(name).not.toHaveAccessibleDescription());
    expect(writes(requests)).toEqual([]);
  });

  it("adds a category: the server's message, the refreshed list, the form closed and a note on publishing", async () => {
    const { user, requests } = await renderPage();
    await screen.findByRole('cell', { name: 'Ring' });
    await typeAndSave(user, await openDialog(user, 'Add Category'), { Name: ' Nose Pin ' });

    expect(await screen.findByText('Category added successfully')).toBeInTheDocument();
    await waitFor(() => expect(shownCategories()).toContainEqual(['4', 'Nose Pin']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('The public site will show the change in a few seconds.')).toBeInTheDocument();
    const [added] = writes(requests);
    expect(added).toMatchObject({ method: 'POST', url: '/api/admin/add-category', authorization: 'Bearer jwt-1' });
    expect(JSON.parse(added?.body ?? '')).toEqual({ name: 'Nose Pin', nameGu: '', nameHi: '' });

    expect(within(await openDialog(user, 'Add Category')).getByLabelText('Name')).toHaveValue('');
  });

  it("renames a category: the form is filled in, and without a server message 'Operation completed successfully'", async () => {
    const { user, requests } = await renderPage();
    const dialog = await openDialog(user, 'Edit Ring', 'Edit Category');
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Ring');
    await user.clear(name);
    await user.type(name, 'Rings');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
    await waitFor(() => expect(shownCategories()).toContainEqual(['2', 'Rings']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(requests)).toMatchObject([
      { method: 'PUT', url: '/api/admin/category/2', body: '{"name":"Rings","nameGu":"","nameHi":""}' },
    ]);
  });

  it('saves the Gujarati and Hindi names beside the English one, and the table says which are missing', async () => {
    const { user, requests } = await renderPage();
    await typeAndSave(user, await openDialog(user, 'Edit Ring', 'Edit Category'), { 'Name (Gujarati)': 'વીંટી' });
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(JSON.parse(writes(requests)[0]?.body ?? '')).toEqual({ name: 'Ring', nameGu: 'વીંટી', nameHi: '' });
    const ring = await screen.findByRole('row', { name: /Ring/ });
    await waitFor(() => expect(within(ring).getByText('વીંટી')).toHaveAttribute('lang', 'gu'));
    expect(within(ring).getByText('Not yet: English shown')).toBeInTheDocument();
  });

  it("keeps the form open with what was typed when the save is refused, and toasts the server's reason", async () => {
    const { user, state } = await renderPage();
    await screen.findByRole('cell', { name: 'Ring' });
    const dialog = await openDialog(user, 'Add Category');
    await typeAndSave(user, dialog, { Name: 'chain' });

    expect(await screen.findByText('A category named "chain" already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Category' })).toBe(dialog);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('chain');
    expect(await within(dialog).findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(state.categories).toHaveLength(3);
  });

  it('disables the form while the save is in flight, so it is neither sent twice nor abandoned', async () => {
    const replies = holdReplies();
    const { user, requests } = await renderPage({
      wrapApi: (api) => ({ ...api, addCategory: replies.hold(api.addCategory) }),
    });
    await screen.findByRole('cell', { name: 'Ring' });
    const dialog = await openDialog(user, 'Add Category');
    await typeAndSave(user, dialog, { Name: 'Anklet' });

    await expectSaveHeldInFlight({
      user,
      dialog,
      name: 'Add Category',
      writes: () => writes(requests),
      release: replies.release,
    });
  });

  it("asks before deleting, then deletes with 'Category Deleted Successfully'", async () => {
    const { user, requests } = await renderPage();
    await expectDeleteAskedFirst({
      user,
      row: 'Chain',
      question: 'Delete category "Chain"',
      deleted: 'Category Deleted Successfully',
      writes: () => writes(requests),
      sent: { method: 'DELETE', url: '/api/admin/category/3' },
    });
  });

  it("shows the CMS's reason when it refuses to delete a category that products use, and keeps it", async () => {
    const { user, state } = await renderPage();
    state.productCounts.set(2, 12);
    await deleteRow(user, 'Ring');

    expect(
      await screen.findByText('The category "Ring" has 12 products: move them to another category before deleting it'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shownCategories()).toContainEqual(['2', 'Ring']);
  });

  it('toasts and shows why the categories cannot be read, and Retry reads them again', async () => {
    const { user, state } = await renderPage({ readsFail: true });

    await waitFor(() => expect(screen.getAllByText('The database is not answering')).toHaveLength(2));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    state.readsFail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Ring' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument());
  });
});
