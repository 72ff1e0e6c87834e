// What the dialogs that send a banner's pictures (a new banner; a banner's picture for phones) share:
// each picture field's chosen files and what is wrong with them, checked with the domain's rules as
// they are chosen and all again on Upload (the first refused field taking the focus); then the
// upload, its toast, and the banners read again.
import type { NamedFile, Reply } from '@suvarna/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createRef, type SubmitEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { adminKeys } from '../data/queries';
import { messageOf } from '../ui/messages';

/** A picture field's rule: what is wrong with the chosen files, or null. */
type FileCheck = (files: readonly File[]) => string | null;

/** The pictures sent, under the multipart fields' names. */
type Pictures<Required extends string, Optional extends string> = Record<Required, NamedFile> &
  Partial<Record<Optional, NamedFile | undefined>>;

interface BannerUploadOptions<Required extends string, Optional extends string> {
  /** The fields the upload needs a picture in, by the name each is sent under, in the order Upload checks them. */
  required: Record<Required, FileCheck>;
  /** The fields that may be left empty, checked after the required ones. */
  optional?: Record<Optional, FileCheck>;
  send: (pictures: Pictures<Required, Optional>) => Promise<Reply<unknown>>;
  /** The toasts for a reply without a message of its own. */
  uploadedMessage: string;
  failedMessage: string;
  onClose: () => void;
}

const NO_FILES: readonly File[] = [];

export function useBannerUpload<Required extends string, Optional extends string = never>({
  required,
  optional,
  send,
  uploadedMessage,
  failedMessage,
  onClose,
}: BannerUploadOptions<Required, Optional>) {
  const queryClient = useQueryClient();
  const checks = new Map<string, FileCheck>(Object.entries({ ...required, ...optional }));
  const [inputs] = useState(() => new Map([...checks.keys()].map((name) => [name, createRef<HTMLInputElement>()])));
  const [chosen, setChosen] = useState<Record<string, readonly File[]>>({});
  const [issues, setIssues] = useState<Record<string, string | null>>({});

  const upload = useMutation({
    mutationFn: send,
    onSuccess: (reply) => {
      toast.success(reply.message ?? uploadedMessage);
      onClose();
      return queryClient.invalidateQueries({ queryKey: adminKeys.banners });
    },
    // The dialog stays open with the chosen files, so the admin can try again or pick others.
    onError: (error) => toast.error(messageOf(error, failedMessage)),
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = [...checks].map(([name, check]) => [name, check(chosen[name] ?? NO_FILES)] as const);
    setIssues(Object.fromEntries(found));
    const refused = found.find(([, issue]) => issue);
    if (refused) {
      inputs.get(refused[0])?.current?.focus();
      return;
    }
    const pictures = Object.fromEntries(
      [...checks.keys()].map((name) => {
        const file = chosen[name]?.[0];
        return [name, file && { file, name: file.name }];
      }),
    );
    // Every required field's check refuses it empty, so each holds its picture here.
    upload.mutate(pictures as Pictures<Required, Optional>);
  };

  /** The props of the field whose picture is sent as `name`. */
  const field = (name: Required | Optional) => ({
    ref: inputs.get(name),
    files: chosen[name] ?? NO_FILES,
    issue: issues[name] ?? null,
    disabled: upload.isPending,
    onChoose: (files: File[]) => {
      const check = checks.get(name);
      setChosen((current) => ({ ...current, [name]: files }));
      // An empty choice is judged on Upload, where a required field refuses it.
      setIssues((current) => ({ ...current, [name]: check && files.length > 0 ? check(files) : null }));
    },
  });

  return { busy: upload.isPending, submit, field };
}
