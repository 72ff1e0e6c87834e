// The Account page (everyone; docs/back-office.md#account): the signed-in account's name, email and
// role; two-step sign-in on or off; and 'Sign out everywhere', which ends every token of the
// account, this one included. An owner the shop requires two-step of is sent here first.
import type { ApiClient } from '@suvarna/api-client';
import { type AdminMe, MESSAGES, type TwoStepSetup } from '@suvarna/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toast } from 'react-toastify';
import { adminKeys, adminQueries } from '../data/queries';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormActions } from '../ui/FormActions';
import { LoadError } from '../ui/LoadError';
import { Modal } from '../ui/Modal';
import { messageOf } from '../ui/messages';
import { TextField } from '../ui/TextField';
import { TurnOnTwoStep } from './TurnOnTwoStep';

export type AccountApi = Pick<ApiClient, 'getMe' | 'setUpTwoStep' | 'enableTwoStep' | 'disableTwoStep'>;

export const ACCOUNT_MESSAGES = {
  required:
    'This shop requires owners to sign in with two steps: turn on two-step sign-in below before using the back office.',
  turnedOff: 'Two-step sign-in turned off.',
} as const;

const ROLES = { owner: 'Owner', staff: 'Staff' } as const;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `account-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid gap-4 border border-line bg-white p-4 sm:p-6">
      <h2 id={id} className="font-serif text-2xl text-charcoal">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** 'Turn off': the password, so a borrowed open back office cannot. */
function TurnOffDialog({ api, onClose, onDone }: { api: AccountApi; onClose: () => void; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) return setError(MESSAGES.required);
    setBusy(true);
    try {
      await api.disableTwoStep({ password });
      onDone();
    } catch (failure) {
      setError(messageOf(failure, MESSAGES.somethingWentWrong));
      setBusy(false);
    }
  };
  return (
    <Modal
      title="Turn off two-step sign-in?"
      description="You will sign in with your password alone. Enter your password to confirm."
      onClose={onClose}
      busy={busy}
    >
      <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
        <TextField
          id="two-step-off-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormActions busy={busy} onCancel={onClose} submitLabel="Turn off" busyLabel="Turning off…" />
      </form>
    </Modal>
  );
}

function TwoStepPanel({ api, me }: { api: AccountApi; me: AdminMe }) {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  // Kept open past `me` turning twoStep on, until the recovery codes were seen.
  const [showingCodes, setShowingCodes] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.me });

  const start = async () => {
    setStarting(true);
    try {
      setSetup((await api.setUpTwoStep()).data);
    } catch (failure) {
      toast.error(messageOf(failure, MESSAGES.somethingWentWrong));
    } finally {
      setStarting(false);
    }
  };

  return (
    <Panel title="Two-step sign-in">
      <p className="text-charcoal">
        <span className="font-semibold">{me.twoStep ? 'On' : 'Off'}</span>
        {me.twoStep
          ? ': after your password, you enter a code from your authenticator app.'
          : ': you sign in with your password alone. With two-step sign-in, a stolen password is not enough.'}
      </p>
      {me.mustTurnOnTwoStep && !setup && (
        <p role="alert" className="border border-maroon/40 bg-maroon/5 p-3 text-sm text-maroon">
          {ACCOUNT_MESSAGES.required}
        </p>
      )}
      {setup || showingCodes ? (
        setup && (
          <TurnOnTwoStep
            api={api}
            setup={setup}
            onCancel={() => setSetup(null)}
            onEnabled={() => setShowingCodes(true)}
            onDone={() => {
              setSetup(null);
              setShowingCodes(false);
              void refresh();
            }}
          />
        )
      ) : me.twoStep ? (
        <button
          type="button"
          className="btn btn-outline w-full sm:w-auto sm:justify-self-start"
          onClick={() => setTurningOff(true)}
        >
          Turn off
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-primary w-full sm:w-auto sm:justify-self-start"
          onClick={start}
          disabled={starting}
        >
          Turn on two-step sign-in
        </button>
      )}
      {turningOff && (
        <TurnOffDialog
          api={api}
          onClose={() => setTurningOff(false)}
          onDone={() => {
            setTurningOff(false);
            toast.success(ACCOUNT_MESSAGES.turnedOff);
            void refresh();
          }}
        />
      )}
    </Panel>
  );
}

export function AccountPage({ api, onSignOutEverywhere }: { api: AccountApi; onSignOutEverywhere: () => void }) {
  const me = useQuery(adminQueries.me(api));
  const [confirming, setConfirming] = useState(false);

  if (me.error) return <LoadError error={me.error} onRetry={() => void me.refetch()} />;
  if (!me.data) return <p className="text-stone">Loading…</p>;

  return (
    <div className="grid min-w-0 max-w-2xl gap-6">
      <Panel title="Your account">
        <dl className="grid gap-3 sm:grid-cols-[8rem_1fr]">
          <dt className="text-sm font-semibold text-stone">Name</dt>
          <dd className="text-charcoal [overflow-wrap:anywhere]">{me.data.name}</dd>
          <dt className="text-sm font-semibold text-stone">Email</dt>
          <dd className="text-charcoal [overflow-wrap:anywhere]">{me.data.email}</dd>
          <dt className="text-sm font-semibold text-stone">Role</dt>
          <dd className="text-charcoal">{ROLES[me.data.role]}</dd>
        </dl>
      </Panel>
      <TwoStepPanel api={api} me={me.data} />
      <Panel title="Sessions">
        <p className="text-sm text-charcoal">
          Signed in on a phone or computer you no longer have? Sign out everywhere ends every session of your account,
          this one included.
        </p>
        <button
          type="button"
          className="btn btn-outline w-full sm:w-auto sm:justify-self-start"
          onClick={() => setConfirming(true)}
        >
          Sign out everywhere
        </button>
      </Panel>
      {confirming && (
        <ConfirmDialog
          title="Sign out everywhere?"
          message="Every device signed in to your account is signed out, this one included. You will sign in again."
          confirmLabel="Sign out everywhere"
          onCancel={() => setConfirming(false)}
          onConfirm={onSignOutEverywhere}
        />
      )}
    </div>
  );
}
