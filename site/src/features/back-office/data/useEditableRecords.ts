// What the Price and Category pages share: a list read from the CMS, a form to add a record or edit
// one, a confirmed delete, and the toasts of each. The pages keep their texts, columns and forms.
import type { Reply } from '@suvarna/api-client';
import {
  type QueryKey,
  type QueryMeta,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { messageOf } from '../ui/messages';

interface EditableRecordsOptions<Row extends { id: number }, Input, Key extends QueryKey, Saved> {
  /** The list's read, from adminQueries. */
  list: UseQueryOptions<Row[], Error, Row[], Key>;
  /** The toast when the list cannot be read. */
  loadFailedToast: NonNullable<QueryMeta['errorToast']>;
  /** Other reads that show these records: marked stale, with the list, after each change. */
  shownAlsoBy: readonly QueryKey[];
  add: (input: Input) => Promise<Reply<Saved>>;
  update: (id: number, input: Input) => Promise<Reply<Saved>>;
  remove: (id: number) => Promise<unknown>;
  /** After each save, with what the server answered (a rate's, how many products it repriced). */
  onSaved?: (saved: Saved) => void;
  /**
   * A refused save the page settles itself, e.g. by asking the admin to confirm it: true when it
   * has taken it over, and no toast is shown. The form stays open either way.
   */
  onSaveRefused?: (error: Error, input: Input) => boolean;
  toasts: {
    /** After a save the server sent no message for. */
    saved: (adding: boolean) => string;
    /** After a refused save the server gave no reason for. */
    saveFailed: (adding: boolean) => string;
    deleted: string;
    /** After a refused delete the server gave no reason for. */
    deleteFailed: string;
  };
}

export function useEditableRecords<Row extends { id: number }, Input, Key extends QueryKey, Saved>({
  list,
  loadFailedToast,
  shownAlsoBy,
  add,
  update,
  remove,
  onSaved,
  onSaveRefused,
  toasts,
}: EditableRecordsOptions<Row, Input, Key, Saved>) {
  const queryClient = useQueryClient();
  /** The open form: the record being edited, or none for a new one. */
  const [editing, setEditing] = useState<{ record: Row | undefined } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  /** Whether this visit changed anything, which the public site shows a few seconds later. */
  const [changed, setChanged] = useState(false);

  // The page also keeps the reason and a Retry.
  const read = useQuery({ ...list, meta: { errorToast: loadFailedToast } });

  const afterChange = () => {
    setChanged(true);
    for (const queryKey of [list.queryKey, ...shownAlsoBy]) void queryClient.invalidateQueries({ queryKey });
  };

  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | undefined; input: Input }) =>
      id === undefined ? add(input) : update(id, input),
    onSuccess: (reply, { id }) => {
      toast.success(reply.message ?? toasts.saved(id === undefined));
      setEditing(null);
      afterChange();
      onSaved?.(reply.data);
    },
    // The form stays open with what was typed.
    onError: (error, { id, input }) => {
      if (onSaveRefused?.(error, input)) return;
      toast.error(messageOf(error, toasts.saveFailed(id === undefined)));
    },
  });

  const removal = useMutation({
    mutationFn: (record: Row) => remove(record.id),
    onSuccess: () => {
      toast.success(toasts.deleted);
      setDeleting(null);
      afterChange();
    },
    // A record that products still use is refused with a message saying which: it is shown as is.
    onError: (error) => {
      toast.error(messageOf(error, toasts.deleteFailed));
      setDeleting(null);
    },
  });

  return {
    /** The list's read: its data, error and refetch. */
    list: read,
    changed,
    /** A change saved by other means (the Price page's today's rates): handled as the hook's own saves are. */
    recordChange: afterChange,
    editing,
    startAdding: () => setEditing({ record: undefined }),
    startEditing: (record: Row) => setEditing({ record }),
    stopEditing: () => setEditing(null),
    save: (input: Input) => save.mutate({ id: editing?.record?.id, input }),
    saving: save.isPending,
    deleting,
    askToDelete: (record: Row) => setDeleting(record),
    stopDeleting: () => setDeleting(null),
    confirmDelete: () => {
      if (deleting) removal.mutate(deleting);
    },
    removing: removal.isPending,
  };
}
