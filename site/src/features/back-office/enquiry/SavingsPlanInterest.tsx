// A savings-plan enquiry's plan and monthly instalment, as the visitor chose them on the site's
// /savings-plan page (the plan's name as it was then): two rows of the enquiry's details.
import { type Enquiry, groupRupees } from '@suvarna/domain';

export function SavingsPlanInterest({ enquiry }: { enquiry: Enquiry }) {
  if (enquiry.kind !== 'savings-plan' || !enquiry.savingsPlan) return null;
  return (
    <>
      <dt className="text-stone">Savings plan</dt>
      <dd>{enquiry.savingsPlan.name}</dd>
      <dt className="text-stone">Monthly instalment</dt>
      <dd>₹{groupRupees(enquiry.savingsPlan.instalment)}</dd>
    </>
  );
}
