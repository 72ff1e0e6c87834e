// The shop's savings plans: owners write them (back office, Shop settings), the site's build reads
// them (GET /api/user/savings-plans) for its /savings-plan page, and a savings-plan enquiry names
// one (api/enquiry). Instalments are kept in integer paise, rupees on the wire. A write goes
// through the Document Service, whose middleware (src/index.ts) republishes the site.
import type { Core } from '@strapi/strapi';
import type { SavingsPlan, SavingsPlanBenefit, SavingsPlanInput } from '@suvarna/domain';
import {
  describeSavingsPlanIssues,
  fieldIssues,
  paiseToRupees,
  rupeesToPaise,
  savingsPlanSchema,
} from '@suvarna/domain';
import { notFound, ShopError } from '../../../lib/http';
import { asRow, type Row } from '../../../lib/rows';
import { typedService } from '../../../lib/services';
import { changesBetween, historyService } from '../../history/services/history';

export const SAVINGS_PLAN_UID = 'api::savings-plan.savings-plan';

type SavingsPlanRow = Row<
  typeof SAVINGS_PLAN_UID,
  'name' | 'months' | 'minInstalmentPaise' | 'maxInstalmentPaise' | 'benefitKind',
  'nameGu' | 'nameHi' | 'makingDiscountPercent'
>;

const benefitOf = (row: SavingsPlanRow): SavingsPlanBenefit =>
  row.benefitKind === 'making-discount'
    ? { kind: 'making-discount', percent: Number(row.makingDiscountPercent ?? 0) }
    : { kind: row.benefitKind };

const toSavingsPlan = (row: SavingsPlanRow): SavingsPlan => ({
  id: row.id,
  name: row.name,
  nameGu: row.nameGu ?? '',
  nameHi: row.nameHi ?? '',
  months: Number(row.months),
  minInstalment: paiseToRupees(Number(row.minInstalmentPaise)),
  maxInstalment: paiseToRupees(Number(row.maxInstalmentPaise)),
  benefit: benefitOf(row),
});

const toData = (plan: SavingsPlanInput) => ({
  name: plan.name,
  nameGu: plan.nameGu,
  nameHi: plan.nameHi,
  months: plan.months,
  minInstalmentPaise: rupeesToPaise(plan.minInstalment),
  maxInstalmentPaise: rupeesToPaise(plan.maxInstalment),
  benefitKind: plan.benefit.kind,
  // Cleared when the benefit is no longer a discount; Strapi's input types have no null for numbers.
  makingDiscountPercent: (plan.benefit.kind === 'making-discount' ? plan.benefit.percent : null) as number,
});

/** How the history writes a plan's benefit: "1 instalment", "25% off making", "none". */
const benefitText = (benefit: SavingsPlanBenefit) =>
  benefit.kind === 'instalment'
    ? 'one instalment paid by the shop'
    : benefit.kind === 'making-discount'
      ? `${benefit.percent}% off the making charge`
      : 'none';

const historyView = (plan: SavingsPlan) => ({ ...plan, benefit: benefitText(plan.benefit) });

const createSavingsPlanService = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(SAVINGS_PLAN_UID);

  const parse = (body: Record<string, unknown>) => {
    const parsed = savingsPlanSchema.safeParse(body);
    if (!parsed.success) {
      const errors = fieldIssues(parsed.error);
      throw new ShopError(400, describeSavingsPlanIssues(errors), { errors });
    }
    return parsed.data;
  };

  const findRow = async (id: number) => (await rows().findOne({ where: { id } })) as SavingsPlanRow | null;

  const find = async (id: number) => {
    const row = await findRow(id);
    if (!row) throw notFound(`No savings plan with id ${id}`);
    return row;
  };

  return {
    /** Shortest plan first, then by name: the order the site and the back office list them. */
    async list(): Promise<SavingsPlan[]> {
      const found = (await rows().findMany({
        orderBy: [{ months: 'asc' }, { name: 'asc' }, { id: 'asc' }],
      })) as SavingsPlanRow[];
      return found.map(toSavingsPlan);
    },

    /** One plan, or null (a savings-plan enquiry's check). */
    async find(id: number): Promise<SavingsPlan | null> {
      const row = await findRow(id);
      return row ? toSavingsPlan(row) : null;
    },

    async create(body: Record<string, unknown>): Promise<SavingsPlan> {
      const data = toData(parse(body));
      const plan = toSavingsPlan(asRow<SavingsPlanRow>(await strapi.documents(SAVINGS_PLAN_UID).create({ data })));
      await historyService(strapi).record({ action: 'created', kind: 'savings-plan', id: plan.id, name: plan.name });
      return plan;
    },

    /** Every field is sent (the plan form holds them all). */
    async update(id: number, body: Record<string, unknown>): Promise<SavingsPlan> {
      const data = toData(parse(body));
      const row = await find(id);
      const updated = await strapi.documents(SAVINGS_PLAN_UID).update({ documentId: row.documentId, data });
      // Deleted between the read and the write.
      if (!updated) throw notFound(`No savings plan with id ${id}`);
      const plan = toSavingsPlan(asRow<SavingsPlanRow>(updated));
      const changes = changesBetween(historyView(toSavingsPlan(row)), historyView(plan), [
        'name',
        'nameGu',
        'nameHi',
        'months',
        'minInstalment',
        'maxInstalment',
        'benefit',
      ]);
      if (changes.length > 0)
        await historyService(strapi).record({ action: 'updated', kind: 'savings-plan', id, name: plan.name, changes });
      return plan;
    },

    /** Enquiries that named the plan keep its name (savingsPlanName). */
    async remove(id: number): Promise<void> {
      const row = await find(id);
      await strapi.documents(SAVINGS_PLAN_UID).delete({ documentId: row.documentId });
      await historyService(strapi).record({ action: 'deleted', kind: 'savings-plan', id, name: row.name });
    },
  };
};

export default createSavingsPlanService;

export const savingsPlanService = typedService<typeof createSavingsPlanService>(SAVINGS_PLAN_UID);
