// A single-use link to choose a password (an invite or a reset link), as the owner passes it on:
// copied, or shared on WhatsApp with a line saying what it is. The CMS shows it only this once.
import { PASSWORD_LINK_HOURS } from '@suvarna/domain';
import Copy from 'lucide-react/icons/copy';
import MessageCircle from 'lucide-react/icons/message-circle';
import { useId, useState } from 'react';
import { Modal } from '../ui/Modal';

export interface PasswordLink {
  kind: 'invite' | 'reset';
  name: string;
  url: string;
  /** Whether the CMS emailed it to the member too (with SMTP set). */
  emailed: boolean;
}

export const LINK_MESSAGES = {
  copied: 'Link copied.',
  copyFailed: 'The link could not be copied: select it and copy it yourself.',
} as const;

/** The WhatsApp message: who it is for, what to do, and the link. */
export function shareText({ kind, name, url }: PasswordLink): string {
  const what =
    kind === 'invite'
      ? "you are invited to the shop's back office. Open this link to choose your password"
      : 'open this link to choose a new password for the back office';
  return `Hello ${name}, ${what} (it works once, for ${PASSWORD_LINK_HOURS} hours): ${url}`;
}

export function LinkDialog({ link, onClose }: { link: PasswordLink; onClose: () => void }) {
  const fieldId = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const title = link.kind === 'invite' ? `Invite for ${link.name}` : `Reset link for ${link.name}`;
  const emailed = link.emailed
    ? 'The link was emailed to them. You can also send it yourself:'
    : 'The link was not emailed (no email server is set in Shop settings, or it did not answer): send it to them yourself.';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(LINK_MESSAGES.copied);
    } catch {
      setCopied(LINK_MESSAGES.copyFailed);
    }
  };

  return (
    <Modal
      title={title}
      description={`It works once, for ${PASSWORD_LINK_HOURS} hours. Anyone with the link can choose the password, so send it only to them.`}
      onClose={onClose}
      size="medium"
    >
      <div className="mt-5 grid gap-4">
        <p className="text-sm text-charcoal">{emailed}</p>
        <div>
          <label htmlFor={fieldId} className="mb-1.5 block text-sm font-semibold text-charcoal">
            Link
          </label>
          <input
            id={fieldId}
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            className="block w-full border border-line bg-white px-3.5 py-2.5 font-mono text-sm text-charcoal"
          />
        </div>
        <p role="status" className="min-h-5 text-sm text-stone">
          {copied}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Done
          </button>
          <a
            className="btn btn-outline"
            href={`https://wa.me/?text=${encodeURIComponent(shareText(link))}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle size={18} aria-hidden="true" />
            Share on WhatsApp
          </a>
          <button type="button" className="btn btn-primary" data-autofocus onClick={() => void copy()}>
            <Copy size={18} aria-hidden="true" />
            Copy
          </button>
        </div>
      </div>
    </Modal>
  );
}
