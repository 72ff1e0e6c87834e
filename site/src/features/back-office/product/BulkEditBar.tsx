// The Product table's bulk edit (docs/back-office.md): with pieces ticked, one change for them all
// (status, category, making charge, discount) or their deletion, after a confirmation naming how
// many pieces change. The CMS checks each piece with the product form's rules and changes all or
// none (PUT /api/admin/products); a refusal lists each refused piece and why, under the bar.
import { zodResolver } from '@hookform/resolvers/zod';
import { type ApiClient, ApiError } from '@suvarna/api-client';
import {
  type BulkEditRequest,
  type Category,
  DISCOUNT_TYPES,
  MAKING_CHARGE_TYPES,
  PRODUCT_STATUSES,
  type RefusedPiece,
  STATUS_OPTION_LABELS,
} from '@suvarna/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { SelectField } from '../ui/fields';
import { messageOf } from '../ui/messages';
import { TextField } from '../ui/TextField';
import { DISCOUNT_CHOICES, MAKING_CHARGE_CHOICES } from './ProductForm';

export type BulkEditApi = Pick<ApiClient, 'bulkEditProducts'>;

const ACTIONS = [
  { value: 'status', label: 'Set status' },
  { value: 'category', label: 'Set category' },
  { value: 'making', label: 'Set making charge' },
  { value: 'discount', label: 'Set discount' },
  { value: 'delete', label: 'Delete' },
] as const;
type Action = (typeof ACTIONS)[number]['value'];

/** A number the form's own field takes: 0 or more, at most two decimals. */
const amount = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .refine(
      (text) => /^\d+(\.\d{1,2})?$/.test(text),
      `${label} must be a number of 0 or more, with at most 2 decimals`,
    );

// Every field is text in the form; only the chosen action's fields are checked.
const bulkEditSchema = z
  .object({
    action: z.enum(ACTIONS.map((action) => action.value) as [Action, ...Action[]]),
    status: z.enum(PRODUCT_STATUSES),
    category_id: z.string(),
    makingChargeType: z.enum(MAKING_CHARGE_TYPES),
    makingChargeValue: z.string(),
    discountType: z.enum(DISCOUNT_TYPES),
    discount: z.string(),
  })
  .superRefine((values, context) => {
    const check = (field: 'makingChargeValue' | 'discount', label: string) => {
      const result = amount(label).safeParse(values[field]);
      if (!result.success)
        context.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]?.message });
    };
    if (values.action === 'category' && !values.category_id) {
      context.addIssue({ code: 'custom', path: ['category_id'], message: 'Choose a category' });
    }
    if (values.action === 'making') check('makingChargeValue', 'Making charge');
    if (values.action === 'discount') check('discount', 'Discount');
  });
type BulkEditValues = z.infer<typeof bulkEditSchema>;

const pieces = (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`;

/** The request for the chosen action, and the question the confirmation asks. */
export function bulkEditOf(
  values: BulkEditValues,
  ids: number[],
  categories: readonly Category[],
): { request: BulkEditRequest; question: string; confirmLabel: string } {
  const n = pieces(ids.length);
  switch (values.action) {
    case 'status':
      return {
        request: { ids, set: { status: values.status } },
        question: `Change the status of ${n} to ${STATUS_OPTION_LABELS[values.status]}?`,
        confirmLabel: 'Change',
      };
    case 'category': {
      const name = categories.find((category) => String(category.id) === values.category_id)?.name ?? '';
      return {
        request: { ids, set: { category_id: Number(values.category_id) } },
        question: `Change the category of ${n} to ${name}?`,
        confirmLabel: 'Change',
      };
    }
    case 'making':
      return {
        request: {
          ids,
          set: { makingChargeType: values.makingChargeType, makingChargeValue: Number(values.makingChargeValue) },
        },
        question: `Change the making charge of ${n}?`,
        confirmLabel: 'Change',
      };
    case 'discount':
      return {
        request: { ids, set: { discountType: values.discountType, discount: Number(values.discount) } },
        question: `Change the discount of ${n}?`,
        confirmLabel: 'Change',
      };
    case 'delete':
      return {
        request: { ids, delete: true },
        question: `Delete ${n}? This cannot be undone.`,
        confirmLabel: 'Delete',
      };
  }
}

/** The refused pieces a bulk edit's 400 names, if it names any. */
function refusedPieces(error: unknown): RefusedPiece[] {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return [];
  const refused = (error.data as { refused?: unknown }).refused;
  return Array.isArray(refused) ? (refused as RefusedPiece[]) : [];
}

interface BulkEditBarProps {
  api: BulkEditApi;
  /** The ticked pieces' ids. */
  ids: number[];
  categories: readonly Category[];
  /** The edit was made: the selection is cleared and the list read again. */
  onDone: () => void;
}

export function BulkEditBar({ api, ids, categories, onDone }: BulkEditBarProps) {
  const [confirming, setConfirming] = useState<ReturnType<typeof bulkEditOf> | null>(null);
  const [refused, setRefused] = useState<RefusedPiece[]>([]);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<BulkEditValues>({
    resolver: zodResolver(bulkEditSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      action: 'discount',
      status: 'active',
      category_id: '',
      makingChargeType: 'flat',
      makingChargeValue: '',
      discountType: 'flat',
      discount: '',
    },
  });
  const action = watch('action');
  const makingType = watch('makingChargeType');
  const discountType = watch('discountType');

  const edit = useMutation({
    mutationFn: (request: BulkEditRequest) => api.bulkEditProducts(request),
    onSuccess: (reply) => {
      toast.success(reply.message ?? 'Changed');
      setConfirming(null);
      setRefused([]);
      onDone();
    },
    onError: (error) => {
      setConfirming(null);
      setRefused(refusedPieces(error));
      toast.error(messageOf(error, 'The pieces could not be changed'));
    },
  });

  const unit = (choices: ReadonlyArray<{ value: string; unit: string }>, value: string) =>
    choices.find((choice) => choice.value === value)?.unit ?? '₹';

  return (
    <section aria-label="Change the ticked pieces" className="grid gap-3 border border-gold-deep bg-white/70 p-4">
      <form
        noValidate
        onSubmit={handleSubmit((values) => setConfirming(bulkEditOf(values, ids, categories)))}
        className="grid items-end gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:gap-4"
      >
        <SelectField id="bulk-action" label={`With ${pieces(ids.length)}`} options={ACTIONS} {...register('action')} />
        {action === 'status' && (
          <SelectField
            id="bulk-status"
            label="Status"
            options={PRODUCT_STATUSES.map((status) => ({ value: status, label: STATUS_OPTION_LABELS[status] }))}
            {...register('status')}
          />
        )}
        {action === 'category' && (
          <SelectField
            id="bulk-category"
            label="Category"
            placeholder="Select category"
            options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
            error={errors.category_id?.message}
            {...register('category_id')}
          />
        )}
        {action === 'making' && (
          <>
            <SelectField
              id="bulk-making-type"
              label="Labour charged as"
              options={MAKING_CHARGE_CHOICES}
              {...register('makingChargeType')}
            />
            <TextField
              id="bulk-making-value"
              label={`Making charge (${unit(MAKING_CHARGE_CHOICES, makingType)})`}
              inputMode="decimal"
              autoComplete="off"
              error={errors.makingChargeValue?.message}
              {...register('makingChargeValue')}
            />
          </>
        )}
        {action === 'discount' && (
          <>
            <SelectField
              id="bulk-discount-type"
              label="Discount as"
              options={DISCOUNT_CHOICES}
              {...register('discountType')}
            />
            <TextField
              id="bulk-discount"
              label={`Discount (${unit(DISCOUNT_CHOICES, discountType)})`}
              inputMode="decimal"
              autoComplete="off"
              error={errors.discount?.message}
              {...register('discount')}
            />
          </>
        )}
        <button
          type="submit"
          className={`btn w-full sm:col-start-4 sm:w-auto ${action === 'delete' ? 'btn-outline text-maroon' : 'btn-primary'}`}
          disabled={edit.isPending}
        >
          {action === 'delete' ? `Delete ${pieces(ids.length)}` : 'Apply'}
        </button>
      </form>
      {refused.length > 0 && (
        <div role="alert" className="border-maroon border-l-4 pl-3 text-sm">
          <p className="font-semibold text-maroon">
            Nothing was changed: {refused.length === 1 ? 'this piece' : `these ${refused.length} pieces`} cannot take
            it.
          </p>
          <ul className="mt-1 grid gap-1">
            {refused.map((piece) => (
              <li key={piece.id} className="wrap-anywhere">
                <span className="font-semibold">{piece.sku ?? `id ${piece.id}`}</span>
                {piece.name ? ` ${piece.name}` : ''}: {piece.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title="Bulk edit"
          message={confirming.question}
          confirmLabel={confirming.confirmLabel}
          busy={edit.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => edit.mutate(confirming.request)}
        />
      )}
    </section>
  );
}
