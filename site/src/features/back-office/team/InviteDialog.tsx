// Inviting a member: their name, email and role, checked with the CMS's own teamInviteSchema on
// submit, then on every change; a refusal the CMS ties to a field (a taken email) shows under it.
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@suvarna/api-client';
import { type TeamInviteInput, teamInviteSchema } from '@suvarna/domain';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { FormActions } from '../ui/FormActions';
import { SelectField } from '../ui/fields';
import { Modal } from '../ui/Modal';
import { messageOf } from '../ui/messages';
import { TextField } from '../ui/TextField';

const ROLE_OPTIONS = [
  { value: 'staff', label: 'Staff: products, categories, banners, enquiries' },
  { value: 'owner', label: 'Owner: everything, the team and settings too' },
];
const FIELDS = ['name', 'email', 'role'] as const;

export function InviteDialog({
  onInvite,
  onClose,
}: {
  /** Sends the invite; a refusal is thrown. */
  onInvite: (input: TeamInviteInput) => Promise<void>;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TeamInviteInput>({
    resolver: zodResolver(teamInviteSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', role: 'staff' },
  });

  const submit = async (values: TeamInviteInput) => {
    try {
      await onInvite(values);
    } catch (error) {
      const fieldIssue =
        error instanceof ApiError
          ? error.errors.find((issue) => (FIELDS as readonly string[]).includes(issue.field))
          : undefined;
      if (fieldIssue) setError(fieldIssue.field as (typeof FIELDS)[number], { message: fieldIssue.message });
      // A taken email or name is the CMS's words, as it says them.
      else toast.error(messageOf(error, 'The invite could not be sent'));
    }
  };

  return (
    <Modal title="Invite a member" onClose={onClose} busy={isSubmitting}>
      <form noValidate onSubmit={handleSubmit(submit)} className="mt-5 grid gap-5" aria-busy={isSubmitting}>
        <TextField
          id="invite-name"
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id="invite-email"
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField
          id="invite-role"
          label="Role"
          options={ROLE_OPTIONS}
          error={errors.role?.message}
          {...register('role')}
        />
        <FormActions busy={isSubmitting} onCancel={onClose} submitLabel="Invite" busyLabel="Inviting…" />
      </form>
    </Modal>
  );
}
