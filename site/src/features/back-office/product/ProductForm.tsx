// The add/edit product modal (docs/back-office.md, with trade pricing from docs/api.md): every
// product field, the making charge by type, stone lines, HUID and hallmarking, the images, and a
// live price preview. Validated on submit, then on change, with the domain's product and pricing
// rules; a refusal's field issues are shown under their fields, and a failed save keeps everything
// the admin entered. New photos are made lighter when chosen, and their upload shows its progress and
// waits as long as the CMS gives it; a save that failed on the way (a slow or broken line, a server
// error) says so where it stays in view, and Save sends the same again.
import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ApiClient, ApiError } from '@suvarna/api-client';
import {
  type Category,
  describeFieldIssues,
  type FieldIssue,
  GENDERS,
  MESSAGES,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  type Product,
  pricingIssues,
  purityUnitsAllowed,
  type Rate,
  rateUnit,
  type ShopSettings,
  STATUS_OPTION_LABELS,
  type TradeProductInput,
  tradeProductSchema,
} from '@suvarna/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type FieldError,
  type Resolver,
  type ResolverResult,
  type ResolverSuccess,
  useForm,
  useWatch,
} from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { ProductHistory } from '../history/ProductHistory';
import { FormActions } from '../ui/FormActions';
import { SelectField, TextAreaField } from '../ui/fields';
import type { LightenPhoto } from '../ui/lighter-photo';
import { Modal } from '../ui/Modal';
import { messageOf } from '../ui/messages';
import { Tabs } from '../ui/Tabs';
import { TextField } from '../ui/TextField';
import { UploadProgress, type UploadSent } from '../ui/UploadProgress';
import { uploadTimeoutMs } from '../ui/upload-limit';
import { ImagePicker } from './ImagePicker';
import { PricePreview } from './PricePreview';
import { imageOrderOf, keptImagesOf, newFilesOf, type PickedImage, pickedImagesOf } from './picked-images';
import { formFieldOf, initialValues, type ProductFormValues } from './product-form-values';
import { StoneLinesField } from './StoneLinesField';
import { TranslationFields } from './TranslationFields';
import { ViewOnSiteLink } from './ViewOnSiteLink';

export type ProductFormApi = Pick<ApiClient, 'addProduct' | 'replaceProduct' | 'getHistory'>;

// The schema takes form text or JSON alike (its input type is unknown); this form gives it text.
const schemaResolver = zodResolver(tradeProductSchema as z.ZodType<TradeProductInput, ProductFormValues>);

const passed = (
  result: ResolverResult<ProductFormValues, TradeProductInput>,
): result is ResolverSuccess<TradeProductInput> => Object.keys(result.errors).length === 0;

/**
 * The schema's rules, then those that need the day's rates (a purity or stone rate of the right
 * unit, a discount not more than the rest): the CMS refuses the same, so the admin hears it here first.
 */
function tradeProductResolver(rates: readonly Rate[]): Resolver<ProductFormValues, unknown, TradeProductInput> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    if (!passed(result)) return result;
    const issues = pricingIssues(result.values, rates);
    if (issues.length === 0) return result;
    const flat: Record<string, FieldError> = {};
    for (const issue of issues) flat[issue.field] ??= { type: issue.code, message: issue.message };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

const DRAFT_SAVED = 'Saved as a draft: not on the site until you publish it';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A failed save that the same save may get past: the line or the server failed, not what was sent
 * (a refusal of the fields or the photos needs them changed first).
 */
const mayPassOnRetry = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 408 || error.status >= 500;

export const MAKING_CHARGE_CHOICES = [
  { value: 'flat', label: 'Flat ₹', unit: '₹' },
  { value: 'per_gram', label: '₹ per gram', unit: '₹ per gram' },
  { value: 'percent', label: '% of metal', unit: '% of metal' },
] as const;
export const DISCOUNT_CHOICES = [
  { value: 'flat', label: 'Flat ₹', unit: '₹' },
  { value: 'percent', label: '% of labour', unit: '% of labour' },
] as const;

interface ProductFormProps {
  api: ProductFormApi;
  /** The product being edited; none to add one. */
  product?: Product | undefined;
  rates: readonly Rate[];
  categories: readonly Category[];
  shopSettings: ShopSettings;
  cmsUrl: string;
  onClose: () => void;
  onSaved: () => void;
  /** Makes each chosen photo lighter for sending; the browser's canvas by default (tests give their own). */
  lightenPhoto?: LightenPhoto | undefined;
}

export function ProductForm({
  api,
  product,
  rates,
  categories,
  shopSettings,
  cmsUrl,
  onClose,
  onSaved,
  lightenPhoto,
}: ProductFormProps) {
  // The product's images in the order chosen, cover first: kept ones and new files together.
  const [images, setImages] = useState<PickedImage[]>(() => pickedImagesOf(product?.images ?? []));
  const added = newFilesOf(images);
  const [preparingPhotos, setPreparingPhotos] = useState(false);
  const [uploaded, setUploaded] = useState<UploadSent | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, TradeProductInput>({
    resolver: tradeProductResolver(rates),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initialValues(product, shopSettings),
  });
  const [metal, purity, makingChargeType, discountType] = useWatch({
    control,
    name: ['metal', 'purity', 'makingChargeType', 'discountType'],
  });

  /** Each issue under its field; those the form has no input for together at its foot. */
  const showFieldIssues = (issues: readonly FieldIssue[]) => {
    const unplaced: FieldIssue[] = [];
    let first = true;
    for (const issue of issues) {
      const path = formFieldOf(issue.field, getValues('stones').length);
      if (!path) {
        unplaced.push(issue);
        continue;
      }
      setError(path, { type: 'server', message: issue.message }, { shouldFocus: first });
      first = false;
    }
    if (unplaced.length > 0) setError('root.server', { type: 'server', message: describeFieldIssues(unplaced) });
  };

  const save = useMutation({
    mutationFn: (fields: TradeProductInput) => {
      const upload = {
        fields,
        images: added.map((file) => ({ file, name: file.name })),
        existingImages: keptImagesOf(images).map((image) => image.id),
        imageOrder: imageOrderOf(images),
      };
      setUploaded(null);
      const options = {
        onProgress: (sent: number, total: number) => setUploaded({ sent, total }),
        timeoutMs: uploadTimeoutMs(shopSettings),
      };
      return product ? api.replaceProduct(product.id, upload, options) : api.addProduct(upload, options);
    },
    onSuccess: (reply, fields) => {
      toast.success(
        fields.status === 'draft'
          ? DRAFT_SAVED
          : (reply.message ?? (product ? 'Product updated successfully' : 'Product added successfully')),
      );
      onSaved();
    },
    onError: (error) => {
      toast.error(messageOf(error, MESSAGES.internalError));
      if (error instanceof ApiError) showFieldIssues(error.errors);
    },
  });
  const saving = save.isPending;
  const submitLabel = product ? 'Save Changes' : 'Add Product';

  const field = (name: Exclude<keyof ProductFormValues, 'stones'>) => ({
    id: `product-${name}`,
    error: errors[name]?.message,
    disabled: saving,
    ...register(name),
  });

  // Per-gram rates price metal; a loose diamond's purity may be a per-carat rate. The product's own
  // purity stays listed even when it no longer fits, so the reason shows under it on save.
  const purityOptions = rates
    .filter((rate) => purityUnitsAllowed(metal).includes(rateUnit(rate)) || rate.name === purity)
    .map((rate) => ({ value: rate.name, label: rateUnit(rate) === 'ct' ? `${rate.name} (per carat)` : rate.name }));
  const makingUnit = MAKING_CHARGE_CHOICES.find((choice) => choice.value === makingChargeType)?.unit ?? '₹';
  const discountUnit = DISCOUNT_CHOICES.find((choice) => choice.value === discountType)?.unit ?? '₹';
  const huid = register('huid');

  const details = (
    <form
      noValidate
      onSubmit={handleSubmit((fields) => save.mutate(fields))}
      className="mt-5 grid gap-5 lg:grid-cols-[1fr_20rem]"
    >
      <div className="grid min-w-0 content-start gap-4 sm:grid-cols-2">
        <TextField label="Product Name *" autoComplete="off" {...field('name')} />
        <TextField label="SKU *" autoComplete="off" {...field('sku')} />
        <SelectField
          label="Metal *"
          placeholder="Select metal"
          options={PRODUCT_TYPES.map((type) => ({ value: type, label: type }))}
          {...field('metal')}
        />
        <SelectField label="Purity *" placeholder="Select purity" options={purityOptions} {...field('purity')} />
        <SelectField
          label="Category *"
          placeholder="Select category"
          options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
          {...field('category_id')}
        />
        <SelectField
          label="Gender *"
          placeholder="Select gender"
          options={GENDERS.map((gender) => ({ value: gender, label: capitalise(gender) }))}
          {...field('gender')}
        />
        <SelectField
          label="Status *"
          placeholder="Select status"
          options={PRODUCT_STATUSES.map((status) => ({ value: status, label: STATUS_OPTION_LABELS[status] }))}
          {...field('status')}
        />
        <TextField label="Size (mm)" inputMode="decimal" {...field('size')} />

        <h3 className="mt-2 text-xl text-charcoal sm:col-span-2">Weight and charges</h3>
        <TextField label="Net weight (grams) *" inputMode="decimal" {...field('weight')} />
        <TextField label="Gross weight (grams)" inputMode="decimal" {...field('grossWeight')} />
        <SelectField label="Labour charged as" options={MAKING_CHARGE_CHOICES} {...field('makingChargeType')} />
        <TextField label={`Labour (${makingUnit}) *`} inputMode="decimal" {...field('makingChargeValue')} />
        <SelectField label="Discount as" options={DISCOUNT_CHOICES} {...field('discountType')} />
        <TextField label={`Discount (${discountUnit})`} inputMode="decimal" {...field('discount')} />
        <TextField label="Hallmarking fee (₹)" inputMode="decimal" {...field('hallmarkFee')} />
        <TextField
          label="HUID"
          placeholder="6 letters or digits"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...field('huid')}
          // The HUID is upper-case wherever it is read: shown so as it is typed.
          onChange={(event) => {
            event.target.value = event.target.value.toUpperCase();
            return huid.onChange(event);
          }}
        />

        <StoneLinesField
          control={control}
          register={register}
          errors={errors}
          rates={rates}
          disabled={saving}
          clearOwnPrice={(index) => setValue(`stones.${index}.pricePerCarat`, '')}
        />

        <h3 className="mt-2 text-xl text-charcoal sm:col-span-2">Description</h3>
        <TextField label="Colour" {...field('color')} />
        <TextAreaField label="Details" className="sm:col-span-2" {...field('details')} />
        <TextAreaField label="Description" className="sm:col-span-2" {...field('description')} />

        <TranslationFields control={control} register={register} errors={errors} disabled={saving} />
      </div>
      <div className="grid min-w-0 content-start gap-5">
        <ImagePicker
          images={images}
          onImagesChange={setImages}
          cmsUrl={cmsUrl}
          disabled={saving}
          lighten={lightenPhoto}
          onPreparingChange={setPreparingPhotos}
        />
        {/* Beside a long form on a wide screen, the price stays in view as the fields below change it. */}
        <div className="lg:sticky lg:top-0">
          <PricePreview control={control} rates={rates} gstRate={shopSettings.gstRate} />
        </div>
      </div>
      {errors.root?.server && (
        <p role="alert" className="text-sm text-maroon lg:col-span-2">
          {errors.root.server.message}
        </p>
      )}
      {save.isError && mayPassOnRetry(save.error) && (
        <div role="alert" className="grid gap-1 border border-maroon/40 bg-maroon/5 p-3 text-sm lg:col-span-2">
          <p className="font-semibold text-maroon">The product was not saved.</p>
          <p className="break-words text-charcoal">{messageOf(save.error, MESSAGES.internalError)}</p>
          <p className="text-charcoal">
            {added.length > 0
              ? `Everything entered and the ${added.length === 1 ? 'new photo are' : `${added.length} new photos are`} kept: `
              : 'Everything entered is kept: '}
            press “{submitLabel}” to send {added.length > 0 ? 'them' : 'it'} again.
          </p>
        </div>
      )}
      {saving && added.length > 0 && (
        <UploadProgress
          label={added.length === 1 ? 'Uploading 1 photo' : `Uploading ${added.length} photos`}
          files={added}
          progress={uploaded}
          className="lg:col-span-2"
        />
      )}
      <FormActions
        busy={saving}
        onCancel={onClose}
        submitLabel={submitLabel}
        submitDisabled={preparingPhotos}
        secondary={
          // A new piece can wait, saved but not public, until it is ready: Publish makes it active.
          !product && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={saving || preparingPhotos}
              onClick={handleSubmit((fields) => save.mutate({ ...fields, status: 'draft' }))}
            >
              Save as draft
            </button>
          )
        }
        ruled
        className="lg:col-span-2"
      />
    </form>
  );

  return (
    <Modal title={product ? 'Edit Product' : 'Add Product'} onClose={onClose} busy={saving} size="large">
      {/* Drafts and hidden pieces have no page on the site. */}
      {product && product.status !== 'draft' && product.status !== 'hidden' && (
        <ViewOnSiteLink productId={product.id} />
      )}
      {product ? (
        // An existing piece's dialog has its changes' history beside its details; a new one has none yet.
        <Tabs
          label="Product"
          className="mt-4"
          tabs={[
            { key: 'details', label: 'Details', panel: () => details },
            {
              key: 'history',
              label: 'History',
              panel: () => <ProductHistory api={api} product={product} onClose={onClose} />,
            },
          ]}
        />
      ) : (
        details
      )}
    </Modal>
  );
}
