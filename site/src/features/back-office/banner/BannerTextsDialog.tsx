// What a banner's picture says, for visitors who cannot see it, in English, Gujarati and Hindi (its
// alt text on the home page). Each is optional: where one is blank the site describes the banner
// by its place ('Suvarna Jewellers offer 1 of 3', in the page's language).

import { zodResolver } from '@hookform/resolvers/zod';
import { type BannerTexts, bannerTextsSchema } from '@suvarna/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { adminKeys } from '../data/queries';
import { FormActions } from '../ui/FormActions';
import { Modal } from '../ui/Modal';
import { messageOf } from '../ui/messages';
import { TextField } from '../ui/TextField';
import { TranslatedTextFields } from '../ui/TranslatedTextFields';
import type { BannerDialogProps } from './numbered-banner';

const SAVED_MESSAGE = 'Banner texts saved';
const SAVE_FAILED_MESSAGE = 'Failed to save the banner texts';

export function BannerTextsDialog({ api, banner, position, onClose }: BannerDialogProps<'setBannerTexts'>) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BannerTexts>({
    // The form holds every text as typed, blank included; the schema's output has the same shape.
    resolver: zodResolver(bannerTextsSchema as z.ZodType<BannerTexts, BannerTexts>),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { alt: banner.alt ?? '', altGu: banner.altGu ?? '', altHi: banner.altHi ?? '' },
  });
  const save = useMutation({
    mutationFn: (texts: BannerTexts) => api.setBannerTexts(banner.id, texts),
    onSuccess: (reply) => {
      toast.success(reply.message ?? SAVED_MESSAGE);
      onClose();
      return queryClient.invalidateQueries({ queryKey: adminKeys.banners });
    },
    // The dialog stays open with what was typed.
    onError: (error) => toast.error(messageOf(error, SAVE_FAILED_MESSAGE)),
  });
  const busy = save.isPending;

  return (
    <Modal title={`Alt text of Banner ${position}`} onClose={onClose} busy={busy} size="medium">
      <form noValidate onSubmit={handleSubmit((texts) => save.mutate(texts))} className="mt-5 grid gap-5">
        <p className="text-sm text-stone">
          What the picture says, read aloud to visitors who cannot see it. Left blank, the site says which offer of the
          carousel it is.
        </p>
        <TextField
          id="banner-alt"
          label="Alt text (English)"
          autoComplete="off"
          disabled={busy}
          error={errors.alt?.message}
          {...register('alt')}
        />
        <TranslatedTextFields
          field="alt"
          label="Alt text"
          idPrefix="banner"
          register={register}
          errors={errors}
          disabled={busy}
        />
        <FormActions busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
