import { createApiClient } from '@suvarna/api-client';
import { type ErasureRequest, erasedMessage } from '@suvarna/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeCms } from '../data/fake-cms';
import { BackOfficeRoot } from '../shell/BackOfficeRoot';
import { ErasureRequestsPage } from './ErasureRequestsPage';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;
const DAY_MS = 24 * 60 * 60 * 1000;

const open = (id: number, dueInDays: number, fields: Partial<ErasureRequest> = {}): ErasureRequest => ({
  id,
  phone: null,
  email: null,
  status: 'open',
  createdAt: new Date(Date.now() - (30 - dueInDays) * DAY_MS).toISOString(),
  dueBy: new Date(Date.now() + dueInDays * DAY_MS).toISOString(),
  doneAt: null,
  erased: null,
  ...fields,
});

/** The CMS's erasure routes over a list in memory: Erase answers the request and names the count. */
function createErasureCms(requests: ErasureRequest[]) {
  const state = requests.map((request) => ({ ...request }));
  return (request: { method?: string | undefined; url?: string | undefined }) => {
    const route = `${request.method} ${request.url}`;
    if (route === 'GET /api/admin/erasure-requests')
      return {
        status: 200,
        body: {
          success: true,
          data: { requests: state, open: state.filter((found) => found.status === 'open').length },
        },
      };
    const erase = /^POST \/api\/admin\/erasure-request\/(\d+)\/erase$/.exec(route);
    const found = erase && state.find((candidate) => candidate.id === Number(erase[1]));
    if (found) {
      Object.assign(found, { status: 'done', phone: null, email: null, erased: 2, doneAt: new Date().toISOString() });
      return {
        status: 200,
        body: { success: true, message: erasedMessage(2, found.id), data: { request: found, erased: 2 } },
      };
    }
    return { status: 404, body: { success: false, message: `No route ${route}` } };
  };
}

describe('the Erasure requests page', () => {
  let cms: FakeCms | undefined;
  afterEach(() => cms?.close());

  it('shows each open request’s contact and due date, marks an overdue one, and Erase answers it after a confirmation', async () => {
    cms = await startFakeCms(
      createErasureCms([open(12, -2, { phone: '+919825055555' }), open(13, 20, { email: 'asha@example.in' })]),
    );
    render(
      <BackOfficeRoot>
        <ErasureRequestsPage api={createApiClient({ baseUrl: cms.url, getToken: () => 'jwt-1' })} />
      </BackOfficeRoot>,
    );
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Erasure requests' });
    const [overdue, due] = within(list).getAllByRole('listitem');
    expect(overdue).toHaveTextContent('Request #12 · +919825055555');
    expect(overdue).toHaveTextContent(/Overdue: was due/);
    expect(due).toHaveTextContent('Request #13 · asha@example.in');
    expect(due).toHaveTextContent(/Due by/);

    await user.click(screen.getByRole('button', { name: 'Erase the data of request #12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase this visitor’s data?' });
    expect(dialog).toHaveTextContent('+919825055555');
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText(erasedMessage(2, 12))).toBeInTheDocument();
    expect(cms.requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/admin/erasure-request/12/erase',
    ]);
    // Answered: the contact is gone, the count stays, and there is nothing more to erase.
    const answered = await within(list).findByText(/Erased 2 enquiries/);
    expect(answered.closest('li')).not.toHaveTextContent('+919825055555');
    expect(screen.queryByRole('button', { name: 'Erase the data of request #12' })).not.toBeInTheDocument();
  });
});
