// What the dialogs that send a banner's pictures (a new banner; a banner's picture for phones) share:
// each picture field's chosen files and what is wrong with them, checked with the domain's rules as
// they are chosen and all again on Upload (the first refused field taking the focus); then the
// upload, its toast, and the banners read again. A chosen picture is made lighter first, as the
// product form's photos are (ui/lighter-photo.ts): what is checked, previewed and sent is the lighter one.
import type { NamedFile, Reply, UploadOptions } from '@suvarna/api-client';
import { IMAGE_SIZE_MESSAGE } from '@suvarna/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createRef, type SubmitEvent, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { adminKeys } from '../data/queries';
import { type LightenPhoto, lighterPhoto } from '../ui/lighter-photo';
import { messageOf } from '../ui/messages';
import type { UploadSent } from '../ui/UploadProgress';

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
  /** Sends the pictures, reporting the bytes gone out and within the upload's time limit. */
  send: (pictures: Pictures<Required, Optional>, upload: UploadOptions) => Promise<Reply<unknown>>;
  /** The upload's time limit (ui/upload-limit.ts); the API client's own when undefined. */
  timeoutMs?: number | undefined;
  /** The toasts for a reply without a message of its own. */
  uploadedMessage: string;
  failedMessage: string;
  onClose: () => void;
  /** Makes a chosen picture lighter for sending; the browser's canvas by default. */
  lighten?: LightenPhoto;
}

const NO_FILES: readonly File[] = [];

export function useBannerUpload<Required extends string, Optional extends string = never>({
  required,
  optional,
  send,
  uploadedMessage,
  failedMessage,
  onClose,
  timeoutMs,
  lighten = lighterPhoto,
}: BannerUploadOptions<Required, Optional>) {
  const queryClient = useQueryClient();
  const checks = new Map<string, FileCheck>(Object.entries({ ...required, ...optional }));
  const [inputs] = useState(() => new Map([...checks.keys()].map((name) => [name, createRef<HTMLInputElement>()])));
  const [chosen, setChosen] = useState<Record<string, readonly File[]>>({});
  const [issues, setIssues] = useState<Record<string, string | null>>({});
  /** Each field's latest choice, by number: a picture made lighter after another was chosen is dropped. */
  const latestChoice = useRef(new Map<string, number>());
  /** The fields whose latest choice is being made lighter: Upload waits for them. */
  const [preparing, setPreparing] = useState<ReadonlySet<string>>(new Set());
  const setFieldPreparing = (name: string, busy: boolean) =>
    setPreparing((current) => new Set([...current].filter((field) => field !== name).concat(busy ? [name] : [])));

  /** The pictures being sent, and how much of the request has gone (null until the browser says). */
  const [sending, setSending] = useState<readonly File[]>(NO_FILES);
  const [sent, setSent] = useState<UploadSent | null>(null);

  const upload = useMutation({
    mutationFn: (pictures: Pictures<Required, Optional>) => {
      setSending(
        Object.values<NamedFile | undefined>(pictures).flatMap((picture) =>
          picture?.file instanceof File ? [picture.file] : [],
        ),
      );
      setSent(null);
      return send(pictures, { onProgress: (bytes, total) => setSent({ sent: bytes, total }), timeoutMs });
    },
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
    // A picture still being made lighter is not sent as chosen.
    if (preparing.size > 0) return;
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
    onChoose: (picked: File[]) => {
      const check = checks.get(name);
      /** An empty choice is judged on Upload, where a required field refuses it. */
      const issueOf = (files: readonly File[]) => (check && files.length > 0 ? check(files) : null);
      const choice = (latestChoice.current.get(name) ?? 0) + 1;
      latestChoice.current.set(name, choice);
      // Shown and judged at once, but for its size: that is the lighter picture's, judged once it is made.
      const issue = issueOf(picked);
      setChosen((current) => ({ ...current, [name]: picked }));
      setIssues((current) => ({ ...current, [name]: issue === IMAGE_SIZE_MESSAGE ? null : issue }));
      const needsLighter = picked.length > 0 && (issue === null || issue === IMAGE_SIZE_MESSAGE);
      setFieldPreparing(name, needsLighter);
      if (!needsLighter) return;
      void (async () => {
        const light: File[] = [];
        for (const file of picked) light.push(await lighten(file).catch(() => file));
        if (latestChoice.current.get(name) !== choice) return;
        setFieldPreparing(name, false);
        if (light.some((file, index) => file !== picked[index]))
          setChosen((current) => ({ ...current, [name]: light }));
        setIssues((current) => ({ ...current, [name]: issueOf(light) }));
      })();
    },
  });

  return {
    busy: upload.isPending,
    submit,
    field,
    /** What the dialog's UploadActions show: uploading, a picture being made lighter, how far the upload is. */
    actions: {
      busy: upload.isPending,
      preparing: preparing.size > 0,
      progress: upload.isPending ? { files: sending, progress: sent } : null,
    },
  };
}
