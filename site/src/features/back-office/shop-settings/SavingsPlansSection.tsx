// Shop settings' savings plans (docs/back-office.md#savings-plans): the monthly plans the site's
// /savings-plan page explains, listed, added, changed and deleted in a dialog. Each change
// republishes the site. Outside the settings form: each plan is saved on its own.
import type { ApiClient } from '@suvarna/api-client';
import { groupRupees, MESSAGES, type SavingsPlan, type SavingsPlanFormInput } from '@suvarna/domain';
import { adminKeys, adminQueries } from '../data/queries';
import { useEditableRecords } from '../data/useEditableRecords';
import { EditableRecordsPage } from '../ui/EditableRecordsPage';
import { messageOf } from '../ui/messages';
import type { Column } from '../ui/RecordsTable';
import { SavingsPlanForm } from './SavingsPlanForm';
import { Section } from './Section';

export type SavingsPlansApi = Pick<
  ApiClient,
  'getAdminSavingsPlans' | 'addSavingsPlan' | 'updateSavingsPlan' | 'deleteSavingsPlan'
>;

/** What the shop gives, in a few words. */
export const benefitSummary = (plan: SavingsPlan) =>
  plan.benefit.kind === 'instalment'
    ? 'Shop pays 1 instalment'
    : plan.benefit.kind === 'making-discount'
      ? `${plan.benefit.percent}% off making`
      : 'None';

const COLUMNS: ReadonlyArray<Column<SavingsPlan>> = [
  { header: 'Plan', cell: (plan) => plan.name, className: 'font-semibold text-charcoal' },
  { header: 'Months', cell: (plan) => String(plan.months) },
  {
    header: 'Monthly instalment',
    cell: (plan) => `₹${groupRupees(plan.minInstalment)} – ₹${groupRupees(plan.maxInstalment)}`,
  },
  { header: 'Benefit', cell: benefitSummary },
];

export function SavingsPlansSection({ api }: { api: SavingsPlansApi }) {
  const plans = useEditableRecords({
    list: adminQueries.savingsPlans(api),
    loadFailedToast: (error) => messageOf(error, MESSAGES.internalError),
    shownAlsoBy: [adminKeys.publishStatus],
    add: (input: SavingsPlanFormInput) => api.addSavingsPlan(input),
    update: (id, input) => api.updateSavingsPlan(id, input),
    remove: (id) => api.deleteSavingsPlan(id),
    toasts: {
      saved: (adding) => (adding ? 'Savings plan added' : 'Savings plan saved'),
      saveFailed: () => 'The savings plan could not be saved',
      deleted: 'Savings plan deleted',
      deleteFailed: 'The savings plan could not be deleted',
    },
  });
  return (
    <Section title="Savings plans">
      <EditableRecordsPage
        records={plans}
        recordName="Savings Plan"
        listName="Savings plans"
        intro="Monthly plans the site's Savings plan page explains, with a calculator. No payment is taken online."
        columns={COLUMNS}
        status={plans.changed ? 'The public site will show the change in a few seconds.' : ''}
        form={(props) => <SavingsPlanForm {...props} />}
      />
    </Section>
  );
}
