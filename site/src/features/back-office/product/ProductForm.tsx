// The add/edit product modal (SPEC sections 2 and 5): every product field, the images, and a live
// price preview. Validated on submit, then on change, with the domain's product rules; a failed save
// keeps everything the admin entered.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ApiClient } from '@suvarna/api-client';
import {
  type Category,
  GENDERS,
  MESSAGES,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  type Product,
  type ProductImage,
  type ProductInput,
  productSchema,
  type Rate,
} from '@suvarna/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { TextField } from '../TextField';
import { SelectField, TextAreaField } from '../ui/fields';
import { Modal } from '../ui/Modal';
import { messageOf } from '../ui/messages';
import { ImagePicker } from './ImagePicker';
import { PricePreview } from './PricePreview';

export type ProductFormApi = Pick<ApiClient, 'addProduct' | 'replaceProduct'>;

/** The form holds text, as inputs do; the schema turns it into a product. */
type ProductFormValues = Record<keyof ProductInput, string>;

// The schema takes form text or JSON alike (its input type is unknown); this form gives it text.
const productResolver = zodResolver(productSchema) as unknown as Resolver<ProductFormValues, unknown, ProductInput>;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function initialValues(product: Product | undefined): ProductFormValues {
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  return {
    name: text(product?.name),
    sku: text(product?.sku),
    metal: text(product?.metal),
    purity: text(product?.purity),
    category_id: text(product?.category_id),
    laber: text(product?.laber),
    discount: text(product?.discount),
    gender: text(product?.gender),
    status: product?.status ?? 'active',
    weight: text(product?.weight),
    size: product?.size ? String(product.size) : '',
    color: text(product?.color),
    details: text(product?.details),
    description: text(product?.description),
  };
}

interface ProductFormProps {
  api: ProductFormApi;
  /** The product being edited; none to add one. */
  product?: Product | undefined;
  rates: readonly Rate[];
  categories: readonly Category[];
  gstRate: number;
  cmsUrl: string;
  onClose: () => void;
  onSaved: () => void;
}

export function ProductForm({ api, product, rates, categories, gstRate, cmsUrl, onClose, onSaved }: ProductFormProps) {
  const [kept, setKept] = useState<ProductImage[]>(product?.images ?? []);
  const [added, setAdded] = useState<File[]>([]);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: productResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initialValues(product),
  });

  const save = useMutation({
    mutationFn: (fields: ProductInput) => {
      const upload = {
        fields,
        images: added.map((file) => ({ file, name: file.name })),
        existingImages: kept.map((image) => image.id),
      };
      return product ? api.replaceProduct(product.id, upload) : api.addProduct(upload);
    },
    onSuccess: (reply) => {
      toast.success(reply.message ?? (product ? 'Product updated successfully' : 'Product added successfully'));
      onSaved();
    },
    onError: (error) => toast.error(messageOf(error, MESSAGES.internalError)),
  });
  const saving = save.isPending;

  const field = (name: keyof ProductFormValues) => ({
    id: `product-${name}`,
    error: errors[name]?.message,
    disabled: saving,
    ...register(name),
  });

  return (
    <Modal title={product ? 'Edit Product' : 'Add Product'} onClose={onClose} busy={saving} size="large">
      <form
        noValidate
        onSubmit={handleSubmit((fields) => save.mutate(fields))}
        className="mt-5 grid gap-5 lg:grid-cols-[1fr_19rem]"
      >
        <div className="grid content-start gap-4 sm:grid-cols-2">
          <TextField label="Product Name *" autoComplete="off" {...field('name')} />
          <TextField label="SKU *" autoComplete="off" {...field('sku')} />
          <SelectField
            label="Metal *"
            placeholder="Select metal"
            options={PRODUCT_TYPES.map((metal) => ({ value: metal, label: metal }))}
            {...field('metal')}
          />
          <SelectField
            label="Purity *"
            placeholder="Select purity"
            options={rates.map((rate) => ({ value: rate.name, label: rate.name }))}
            {...field('purity')}
          />
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
            options={PRODUCT_STATUSES.map((status) => ({ value: status, label: capitalise(status) }))}
            {...field('status')}
          />
          <TextField label="Weight (grams) *" inputMode="decimal" {...field('weight')} />
          <TextField label="Labour (₹) *" inputMode="decimal" {...field('laber')} />
          <TextField label="Discount (₹)" inputMode="decimal" {...field('discount')} />
          <TextField label="Size (mm)" inputMode="decimal" {...field('size')} />
          <TextField label="Colour" {...field('color')} />
          <TextAreaField label="Details" className="sm:col-span-2" {...field('details')} />
          <TextAreaField label="Description" className="sm:col-span-2" {...field('description')} />
        </div>
        <div className="grid content-start gap-5">
          <ImagePicker
            kept={kept}
            onKeptChange={setKept}
            added={added}
            onAddedChange={setAdded}
            cmsUrl={cmsUrl}
            disabled={saving}
          />
          <PricePreview
            values={{
              purity: watch('purity'),
              weight: watch('weight'),
              laber: watch('laber'),
              discount: watch('discount'),
            }}
            rates={rates}
            gstRate={gstRate}
          />
        </div>
        <div className="flex flex-col-reverse gap-3 border-line border-t pt-4 sm:flex-row sm:justify-end lg:col-span-2">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving…' : product ? 'Save Changes' : 'Add Product'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
