// 'Notify me on this device': alerts of new enquiries and failed publishes on the phone or computer
// in hand, with what the browser allows said plainly (not supported, blocked, on, off).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Bell from 'lucide-react/icons/bell';
import { toast } from 'react-toastify';
import { messageOf } from '../ui/messages';
import { type AlertState, alertState, type PushApi, turnAlertsOff, turnAlertsOn } from './device';

const STATE_KEY = ['push', 'this-device'] as const;

export const ALERT_TEXTS: Record<AlertState | 'checking', string> = {
  checking: 'Checking this device…',
  unsupported:
    'This browser cannot show notifications. On an iPhone, add the back office to the Home Screen (Share, then Add to Home Screen) and turn them on from there.',
  blocked:
    'Notifications are blocked for this site. Allow them in the browser’s site settings, then come back to this page.',
  on: 'On: each new enquiry and a failed publish show as a notification here.',
  off: 'Off: turn on to be notified here of each new enquiry and of a failed publish.',
};

/**
 * This device's alert state, read once a page load: the shell asks too, so a device whose
 * subscription the CMS forgot (a logout or new password elsewhere) is subscribed again on any page.
 */
export const useAlertState = (api: PushApi, enabled = true) =>
  useQuery({ queryKey: STATE_KEY, queryFn: () => alertState(api), staleTime: Number.POSITIVE_INFINITY, enabled });

export function NotifyControl({ api }: { api: PushApi }) {
  const queryClient = useQueryClient();
  const state = useAlertState(api);
  const toggle = useMutation({
    mutationFn: (on: boolean) => (on ? turnAlertsOn(api) : turnAlertsOff(api)),
    onSuccess: (next) => {
      queryClient.setQueryData(STATE_KEY, next);
      if (next === 'on') toast.success('Notifications are on for this device');
      if (next === 'off') toast.success('Notifications are off for this device');
    },
    onError: (error) => toast.error(messageOf(error, 'Notifications could not be changed. Please try again.')),
  });
  const current: AlertState | 'checking' = state.data ?? (state.isError ? 'off' : 'checking');

  return (
    <section
      aria-labelledby="device-alerts"
      className="flex flex-col gap-3 border border-line bg-white/60 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <Bell size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-gold" />
        <div className="grid gap-0.5">
          <h2 id="device-alerts" className="font-semibold text-charcoal text-sm">
            Alerts on this device
          </h2>
          <p role="status" className="text-sm text-stone">
            {ALERT_TEXTS[current]}
          </p>
        </div>
      </div>
      {current === 'off' && (
        <button
          type="button"
          className="btn btn-primary shrink-0"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(true)}
        >
          Notify me on this device
        </button>
      )}
      {current === 'on' && (
        <button
          type="button"
          className="btn btn-outline shrink-0"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(false)}
        >
          Stop notifications
        </button>
      )}
    </section>
  );
}
