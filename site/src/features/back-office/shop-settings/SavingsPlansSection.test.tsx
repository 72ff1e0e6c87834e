import { createApiClient } from '@suvarna/api-client';
import type { SavingsPlan } from '@suvarna/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeCms } from '../data/fake-cms';
import { BackOfficeRoot } from '../shell/BackOfficeRoot';
import { SavingsPlansSection } from './SavingsPlansSection';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

const NIDHI: SavingsPlan = {
  id: 1,
  name: 'Swarna Nidhi',
  nameGu: '',
  nameHi: '',
  months: 10,
  minInstalment: 1000,
  maxInstalment: 50_000,
  benefit: { kind: 'instalment' },
};

/** The CMS's plan routes over a list in memory: a POST adds what it is sent. */
function createPlansCms(plans: SavingsPlan[]) {
  return (request: { method?: string | undefined; url?: string | undefined }, body: string) => {
    const route = `${request.method} ${request.url}`;
    if (route === 'GET /api/admin/savings-plans') return { status: 200, body: { success: true, data: plans } };
    if (route === 'POST /api/admin/savings-plans') {
      const plan = { id: plans.length + 1, nameGu: '', nameHi: '', ...JSON.parse(body) } as SavingsPlan;
      plans.push(plan);
      return { status: 200, body: { success: true, message: 'Savings plan added', data: plan } };
    }
    return { status: 404, body: { success: false, message: `No route ${route}` } };
  };
}

describe('Shop settings: savings plans', () => {
  let cms: FakeCms | undefined;
  afterEach(() => cms?.close());

  it('lists the plans, refuses a bad one under its fields and adds a good one as the CMS takes it', async () => {
    cms = await startFakeCms(createPlansCms([NIDHI]));
    render(
      <BackOfficeRoot>
        <SavingsPlansSection api={createApiClient({ baseUrl: cms.url, getToken: () => 'jwt-1' })} />
      </BackOfficeRoot>,
    );
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Savings plans' });
    expect(within(table).getByText('Swarna Nidhi')).toBeInTheDocument();
    expect(within(table).getByText('₹1,000 – ₹50,000')).toBeInTheDocument();
    expect(within(table).getByText('Shop pays 1 instalment')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Savings Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Savings Plan' });
    await user.type(within(dialog).getByLabelText('Plan name'), 'Making Saver');
    await user.type(within(dialog).getByLabelText('Months the customer pays (1–24)'), '30');
    await user.type(within(dialog).getByLabelText('Smallest instalment (₹ a month)'), '2000');
    await user.type(within(dialog).getByLabelText('Largest instalment (₹ a month)'), '100000');
    await user.selectOptions(within(dialog).getByLabelText('Benefit'), 'making-discount');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Months must be a whole number from 1 to 24')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Making charge discount must be a whole percent from 1 to 100'),
    ).toBeInTheDocument();
    expect(cms.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Months the customer pays (1–24)'));
    await user.type(within(dialog).getByLabelText('Months the customer pays (1–24)'), '12');
    await user.type(within(dialog).getByLabelText('Making charge discount (%)'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Savings plan added')).toBeInTheDocument();
    expect(JSON.parse(cms.requests.find((request) => request.method === 'POST')?.body ?? '')).toEqual({
      name: 'Making Saver',
      nameGu: '',
      nameHi: '',
      months: 12,
      minInstalment: 2000,
      maxInstalment: 100_000,
      benefit: { kind: 'making-discount', percent: 50 },
    });
    expect(await within(table).findByText('50% off making')).toBeInTheDocument();
  });
});
