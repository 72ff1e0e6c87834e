// Turning on two-step sign-in (docs/back-office.md#account): the CMS's QR code of the otpauth://
// address and its secret as text (for typing into an app on the same phone), a first code from the
// app to prove it, then the ten recovery codes, shown this once, with Copy.
import type { ApiClient } from '@suvarna/api-client';
import { isAppCode, MESSAGES, type TwoStepSetup } from '@suvarna/domain';
import Copy from 'lucide-react/icons/copy';
import { type FormEvent, useEffect, useState } from 'react';
import { FormActions } from '../ui/FormActions';
import { messageOf } from '../ui/messages';
import { TextField } from '../ui/TextField';

export type TurnOnApi = Pick<ApiClient, 'setUpTwoStep' | 'enableTwoStep'>;

export const TURN_ON_MESSAGES = {
  codeDigits: 'The code is the 6 digits your authenticator app shows.',
  copied: 'Recovery codes copied.',
  copyFailed: 'The codes could not be copied: select them and copy them yourself.',
} as const;

/**
 * The CMS's QR code (an SVG `data:` URL) as a `blob:` URL: the back office's Content-Security-Policy
 * lets images come from blob: but not data:. Inside an <img>, an SVG runs no script.
 */
function useBlobImage(dataUrl: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const [header, base64] = dataUrl.split(',', 2);
    const type = /^data:([^;,]+)/.exec(header ?? '')?.[1];
    if (!type || base64 === undefined) return;
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const objectUrl = URL.createObjectURL(new Blob([bytes], { type }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [dataUrl]);
  return url;
}

/** The secret in groups of four, as apps that take it typed show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(TURN_ON_MESSAGES.copied);
    } catch {
      setCopied(TURN_ON_MESSAGES.copyFailed);
    }
  };
  return (
    <div className="grid gap-4">
      <p className="font-semibold text-charcoal">Two-step sign-in is on.</p>
      <p className="text-sm text-charcoal">
        Save these recovery codes somewhere safe now: they are shown only this once. If you lose your phone, each code
        signs you in once instead of a code from the app.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base text-charcoal">
        {codes.map((code) => (
          <li key={code} className="border border-line bg-ivory px-3 py-2 text-center">
            {code}
          </li>
        ))}
      </ul>
      <p role="status" className="min-h-5 text-sm text-stone">
        {copied}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" className="btn btn-outline" onClick={() => void copy()}>
          <Copy size={18} aria-hidden="true" />
          Copy
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          I have saved them
        </button>
      </div>
    </div>
  );
}

/** The steps after 'Turn on two-step sign-in': scan or type, confirm with a code, keep the recovery codes. */
export function TurnOnTwoStep({
  api,
  setup,
  onCancel,
  onEnabled,
  onDone,
}: {
  api: TurnOnApi;
  setup: TwoStepSetup;
  onCancel: () => void;
  /** Two-step is on (the recovery codes are showing). */
  onEnabled: () => void;
  /** The recovery codes were seen. */
  onDone: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const qrCode = useBlobImage(setup.qrCode);

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return setError(MESSAGES.required);
    if (!isAppCode(typed)) return setError(TURN_ON_MESSAGES.codeDigits);
    setBusy(true);
    try {
      const { data } = await api.enableTwoStep({ code: typed });
      setRecoveryCodes(data.recoveryCodes);
      onEnabled();
    } catch (failure) {
      setError(messageOf(failure, MESSAGES.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={confirm} className="grid gap-4" aria-busy={busy}>
      <ol className="grid list-decimal gap-2 pl-5 text-sm text-charcoal">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 2FAS…).</li>
        <li>Scan this QR code with it, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={qrCode}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
        className="size-50 border border-line bg-white"
      />
      <div>
        <p className="mb-1.5 text-sm font-semibold text-charcoal">Key for typing</p>
        <code className="block break-all bg-ivory px-3 py-2 font-mono text-base">{grouped(setup.secret)}</code>
      </div>
      <TextField
        id="two-step-code"
        label="Code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <FormActions busy={busy} onCancel={onCancel} submitLabel="Turn on" busyLabel="Turning on…" />
    </form>
  );
}
