// The Team page (owners; docs/back-office.md): the shop's accounts with their role, state and last
// sign-in; inviting a member, changing a role, disabling and re-enabling, a reset link, and removing
// a disabled member, and turning off two-step sign-in for one who lost their phone. The CMS guards the last owner; its refusals are shown in its own words.
import type { ApiClient } from '@suvarna/api-client';
import type { AdminRole, TeamMember } from '@suvarna/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import KeyRound from 'lucide-react/icons/key-round';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Smartphone from 'lucide-react/icons/smartphone';
import Trash2 from 'lucide-react/icons/trash-2';
import UserCheck from 'lucide-react/icons/user-check';
import UserPlus from 'lucide-react/icons/user-plus';
import UserX from 'lucide-react/icons/user-x';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { adminKeys, adminQueries } from '../data/queries';
import { ActionsMenu, type MenuAction } from '../ui/ActionsMenu';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { LoadError } from '../ui/LoadError';
import { messageOf } from '../ui/messages';
import { formatWhen } from '../ui/when';
import { InviteDialog } from './InviteDialog';
import { LinkDialog, type PasswordLink } from './LinkDialog';

export type TeamApi = Pick<
  ApiClient,
  'getTeam' | 'inviteMember' | 'updateMember' | 'removeMember' | 'makeResetLink' | 'turnOffMemberTwoStep'
>;

const ROLES: Record<AdminRole, string> = { owner: 'Owner', staff: 'Staff' };
const STATUSES: Record<TeamMember['status'], string> = {
  active: 'Active',
  disabled: 'Disabled',
  invited: 'Invited',
};

/** A change the owner confirms first: each ends the member's sessions, or the account itself. */
type Question = { kind: 'role' | 'disable' | 'remove' | 'two-step'; member: TeamMember };

const otherRole = (role: AdminRole): AdminRole => (role === 'owner' ? 'staff' : 'owner');

function question({ kind, member }: Question) {
  if (kind === 'role') {
    const role = otherRole(member.role);
    return {
      title: `Make ${member.name} ${role === 'owner' ? 'an owner' : 'staff'}?`,
      message:
        role === 'owner'
          ? 'Owners may do everything: the team, the shop settings and backups too. They are signed out on every device.'
          : 'Staff cannot see the team, the shop settings or backups. They are signed out on every device.',
      confirmLabel: role === 'owner' ? 'Make owner' : 'Make staff',
    };
  }
  if (kind === 'two-step')
    return {
      title: `Turn off two-step sign-in for ${member.name}?`,
      message:
        'For a member who lost their phone: they sign in with their password alone until they turn two-step sign-in on again on their Account page.',
      confirmLabel: 'Turn off two-step',
    };
  if (kind === 'disable')
    return {
      title: `Disable ${member.name}?`,
      message: 'They are signed out on every device at once and cannot sign in until re-enabled.',
      confirmLabel: 'Disable',
    };
  return {
    title: `Remove ${member.name}?`,
    message: 'Their account is deleted. This cannot be undone.',
    confirmLabel: 'Remove',
  };
}

function MemberCard({ member, actions }: { member: TeamMember; actions: MenuAction[] }) {
  return (
    <li className="flex items-start gap-3 border border-line bg-white/60 p-4">
      <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)] sm:items-center sm:gap-4">
        <div className="min-w-0">
          <p className="font-semibold text-charcoal [overflow-wrap:anywhere]">{member.name}</p>
          <p className="text-sm text-stone [overflow-wrap:anywhere]">{member.email}</p>
        </div>
        <p className="text-sm text-charcoal">
          <span className="sr-only">Role: </span>
          {ROLES[member.role]}
        </p>
        <p className={`text-sm font-semibold ${member.status === 'disabled' ? 'text-maroon' : 'text-charcoal'}`}>
          <span className="sr-only">Status: </span>
          {STATUSES[member.status]}
          {member.twoStep && <span className="block font-normal text-stone">Two-step sign-in on</span>}
        </p>
        <p className="text-sm text-stone">
          Last sign-in: {member.lastSignInAt ? formatWhen(member.lastSignInAt) : 'never'}
        </p>
      </div>
      <ActionsMenu label={`Actions for ${member.name}`} actions={actions} />
    </li>
  );
}

export function TeamPage({ api }: { api: TeamApi }) {
  const queryClient = useQueryClient();
  const team = useQuery(adminQueries.team(api));
  const [inviting, setInviting] = useState(false);
  const [link, setLink] = useState<PasswordLink | null>(null);
  const [asking, setAsking] = useState<Question | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.team });
  const onError = (error: unknown) => toast.error(messageOf(error, 'The change could not be saved'));

  const change = useMutation({
    mutationFn: async ({ kind, member }: Question) => {
      if (kind === 'remove') return api.removeMember(member.id);
      if (kind === 'two-step') return api.turnOffMemberTwoStep(member.id);
      return api.updateMember(member.id, kind === 'role' ? { role: otherRole(member.role) } : { disabled: true });
    },
    onSuccess: ({ message }, { kind, member }) => {
      const done =
        kind === 'remove'
          ? `${member.name} was removed.`
          : kind === 'two-step'
            ? `Two-step sign-in turned off for ${member.name}.`
            : kind === 'disable'
              ? `${member.name} is disabled and signed out.`
              : `${member.name} is now ${otherRole(member.role) === 'owner' ? 'an owner' : 'staff'}.`;
      toast.success(message ?? done);
      setAsking(null);
    },
    onError: (error) => {
      setAsking(null);
      onError(error);
    },
    onSettled: refresh,
  });
  const enable = useMutation({
    mutationFn: (member: TeamMember) => api.updateMember(member.id, { disabled: false }),
    onSuccess: (_reply, member) => toast.success(`${member.name} can sign in again.`),
    onError,
    onSettled: refresh,
  });
  const resetLink = useMutation({
    mutationFn: (member: TeamMember) => api.makeResetLink(member.id),
    onSuccess: ({ data }, member) =>
      setLink({
        // For a member still invited, the CMS makes a fresh invite instead.
        kind: data.resetUrl.includes('/accept-invite') ? 'invite' : 'reset',
        name: member.name,
        url: data.resetUrl,
        emailed: data.emailed,
      }),
    onError,
  });

  const actionsFor = (member: TeamMember): MenuAction[] => [
    {
      label: member.role === 'owner' ? 'Make staff' : 'Make owner',
      icon: <ShieldCheck size={16} aria-hidden="true" />,
      onSelect: () => setAsking({ kind: 'role', member }),
    },
    {
      label: member.status === 'invited' ? 'Make a new invite link' : 'Make a reset link',
      icon: <KeyRound size={16} aria-hidden="true" />,
      onSelect: () => resetLink.mutate(member),
    },
    // For a member who lost their phone: only offered while they have it on.
    ...(member.twoStep
      ? [
          {
            label: 'Turn off two-step',
            icon: <Smartphone size={16} aria-hidden="true" />,
            onSelect: () => setAsking({ kind: 'two-step', member }),
          },
        ]
      : []),
    member.status === 'disabled'
      ? { label: 'Re-enable', icon: <UserCheck size={16} aria-hidden="true" />, onSelect: () => enable.mutate(member) }
      : {
          label: 'Disable',
          icon: <UserX size={16} aria-hidden="true" />,
          onSelect: () => setAsking({ kind: 'disable', member }),
        },
    // Only a disabled member can be removed: the CMS refuses any other.
    ...(member.status === 'disabled'
      ? [
          {
            label: 'Remove',
            icon: <Trash2 size={16} aria-hidden="true" />,
            danger: true,
            onSelect: () => setAsking({ kind: 'remove', member }),
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby="team-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="team-title" className="eyebrow">
          The shop's team
        </h2>
        <button type="button" className="btn btn-primary w-full sm:w-auto" onClick={() => setInviting(true)}>
          <UserPlus size={18} aria-hidden="true" />
          Invite a member
        </button>
      </div>
      {team.error && <LoadError error={team.error} onRetry={() => void team.refetch()} />}
      {team.isPending && <p className="text-stone">Loading…</p>}
      {team.data && (
        <ul aria-label="Members" className="grid gap-3">
          {team.data.map((member) => (
            <MemberCard key={member.id} member={member} actions={actionsFor(member)} />
          ))}
        </ul>
      )}
      {inviting && (
        <InviteDialog
          onClose={() => setInviting(false)}
          onInvite={async (input) => {
            const { data } = await api.inviteMember(input);
            setInviting(false);
            setLink({ kind: 'invite', name: data.member.name, url: data.inviteUrl, emailed: data.emailed });
            await refresh();
          }}
        />
      )}
      {link && <LinkDialog link={link} onClose={() => setLink(null)} />}
      {asking && (
        <ConfirmDialog
          {...question(asking)}
          busy={change.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => change.mutate(asking)}
        />
      )}
    </section>
  );
}
