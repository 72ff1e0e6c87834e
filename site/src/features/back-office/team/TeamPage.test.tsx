import { createApiClient } from '@suvarna/api-client';
import {
  LAST_OWNER_MESSAGE,
  MESSAGES,
  TEAM_EMAIL_TAKEN_MESSAGE,
  type TeamInvite,
  type TeamMember,
} from '@suvarna/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeCms } from '../data/fake-cms';
import { BackOfficeRoot } from '../shell/BackOfficeRoot';
import { TeamPage } from './TeamPage';

type FakeCms = Awaited<ReturnType<typeof startFakeCms>>;

const SITE = 'https://www.suvarna.example';
const OWNER: TeamMember = {
  id: 1,
  name: 'Ramesh Soni',
  email: 'ramesh@suvarna.example',
  role: 'owner',
  lastSignInAt: new Date().toISOString(),
  status: 'active',
  twoStep: false,
};
const STAFF: TeamMember = {
  id: 2,
  name: 'Asha Patel',
  email: 'asha@suvarna.example',
  role: 'staff',
  lastSignInAt: null,
  status: 'active',
  twoStep: true,
};

const ok = (data: unknown, message?: string) => ({ status: 200, body: { success: true, data, message } });
const refused = (status: number, message: string) => ({ status, body: { success: false, message } });

/** The team routes as the CMS answers them, with its last-owner and taken-email refusals. */
function createTeamCms(options: { emailed?: boolean } = {}) {
  let members = [OWNER, STAFF];
  return (request: { method?: string | undefined; url?: string | undefined }, body: string) => {
    const route = `${request.method} ${request.url}`;
    const id = Number(/\/team\/(\d+)/.exec(request.url ?? '')?.[1]);
    const found = members.find((member) => member.id === id);
    if (route === 'GET /api/admin/team') return ok(members);
    if (route === 'POST /api/admin/team') {
      const { name, email, role } = JSON.parse(body) as Pick<TeamMember, 'name' | 'email' | 'role'>;
      if (members.some((member) => member.email === email)) return refused(409, TEAM_EMAIL_TAKEN_MESSAGE);
      const member: TeamMember = { id: 3, name, email, role, lastSignInAt: null, status: 'invited', twoStep: false };
      members = [...members, member];
      const invite: TeamInvite = {
        member,
        inviteUrl: `${SITE}/admin/accept-invite#3.secret-three`,
        emailed: options.emailed ?? false,
      };
      return ok(invite);
    }
    if (route.startsWith('PUT /api/admin/team/') && found) {
      const change = JSON.parse(body) as { role?: TeamMember['role']; disabled?: boolean };
      const activeOwners = members.filter((member) => member.role === 'owner' && member.status === 'active');
      if (found.role === 'owner' && activeOwners.length === 1 && (change.role === 'staff' || change.disabled))
        return refused(409, LAST_OWNER_MESSAGE);
      const changed: TeamMember = {
        ...found,
        role: change.role ?? found.role,
        status: change.disabled === undefined ? found.status : change.disabled ? 'disabled' : 'active',
      };
      members = members.map((member) => (member.id === id ? changed : member));
      return ok(changed);
    }
    if (request.method === 'DELETE' && route.endsWith('/two-step') && found) {
      members = members.map((member) => (member.id === id ? { ...member, twoStep: false } : member));
      return ok({ ...found, twoStep: false }, 'Two-step sign-in turned off for this member.');
    }
    if (route.startsWith('DELETE /api/admin/team/') && found) {
      members = members.filter((member) => member.id !== id);
      return ok(null, 'Member removed.');
    }
    if (route.endsWith('/reset-link') && found)
      return ok({ resetUrl: `${SITE}/admin/reset-password#${id}.fresh`, emailed: options.emailed ?? false });
    return refused(404, `No route ${route}`);
  };
}

describe('the Team page', () => {
  let cms: FakeCms | undefined;
  afterEach(() => cms?.close());

  async function renderPage(options: Parameters<typeof createTeamCms>[0] = {}) {
    cms = await startFakeCms(createTeamCms(options));
    render(
      <BackOfficeRoot>
        <TeamPage api={createApiClient({ baseUrl: cms.url, getToken: () => 'jwt-1' })} />
      </BackOfficeRoot>,
    );
    const user = userEvent.setup();
    await screen.findByText(OWNER.email);
    return { requests: cms.requests, user };
  }

  const cardOf = (name: string) => {
    const card = screen.getAllByRole('listitem').find((item) => within(item).queryByText(name));
    if (!card) throw new Error(`No member ${name}`);
    return card;
  };
  const choose = async (user: ReturnType<typeof userEvent.setup>, name: string, action: string) => {
    await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
    await user.click(screen.getByRole('menuitem', { name: action }));
  };

  it('lists each member with their email, role, state and last sign-in', async () => {
    await renderPage();
    expect(within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem')).toHaveLength(2);
    expect(cardOf(OWNER.name)).toHaveTextContent(/Role: OwnerStatus: ActiveLast sign-in: \d/);
    expect(cardOf(STAFF.name)).toHaveTextContent('Role: StaffStatus: ActiveTwo-step sign-in onLast sign-in: never');
  });

  it('turns off two-step sign-in for a member who has it, once asked, and offers it to no one else', async () => {
    const { user, requests } = await renderPage();
    await user.click(screen.getByRole('button', { name: `Actions for ${OWNER.name}` }));
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Turn off two-step' })).not.toBeInTheDocument());
    await user.keyboard('{Escape}');

    await choose(user, STAFF.name, 'Turn off two-step');
    const dialog = screen.getByRole('dialog', { name: `Turn off two-step sign-in for ${STAFF.name}?` });
    expect(dialog).toHaveTextContent('they sign in with their password alone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await choose(user, STAFF.name, 'Turn off two-step');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step' }));
    expect(await screen.findByText('Two-step sign-in turned off for this member.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([
      `/api/admin/team/${STAFF.id}/two-step`,
    ]);
    await expect.poll(() => cardOf(STAFF.name).textContent).not.toContain('Two-step sign-in on');
  });

  it('invites a member: checks the form, then shows the link to copy or share on WhatsApp', async () => {
    const { user, requests } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Invite a member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a member' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'not an email');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Kiran Shah');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'kiran@suvarna.example');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'staff');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));

    const link = await screen.findByRole('dialog', { name: 'Invite for Kiran Shah' });
    const url = `${SITE}/admin/accept-invite#3.secret-three`;
    expect(within(link).getByRole('textbox', { name: 'Link' })).toHaveValue(url);
    expect(link).toHaveTextContent('The link was not emailed');
    await user.click(within(link).getByRole('button', { name: 'Copy' }));
    expect(await within(link).findByText('Link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
    const whatsapp = new URL(within(link).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href') ?? '');
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toMatch(new RegExp(`^Hello Kiran Shah, you are invited .* ${url}$`));
    await user.click(within(link).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('kiran@suvarna.example')).toBeInTheDocument();
    expect(cardOf('Kiran Shah')).toHaveTextContent('Status: Invited');
    const posted = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(posted?.body ?? '')).toEqual({
      name: 'Kiran Shah',
      email: 'kiran@suvarna.example',
      role: 'staff',
    });
  });

  it('says when the invite was emailed, and shows a taken email in the CMS words', async () => {
    const { user } = await renderPage({ emailed: true });
    await user.click(screen.getByRole('button', { name: 'Invite a member' }));
    let dialog = screen.getByRole('dialog', { name: 'Invite a member' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Asha Again');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), STAFF.email);
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(TEAM_EMAIL_TAKEN_MESSAGE)).toBeInTheDocument();
    dialog = screen.getByRole('dialog', { name: 'Invite a member' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'new@suvarna.example');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    const link = await screen.findByRole('dialog', { name: 'Invite for Asha Again' });
    expect(link).toHaveTextContent('The link was emailed to them.');
  });

  it('disables after asking, then offers Re-enable and Remove; Remove asks too', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: `Actions for ${STAFF.name}` }));
    // An active member cannot be removed.
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Remove' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('menuitem', { name: 'Disable' }));
    const ask = screen.getByRole('dialog', { name: `Disable ${STAFF.name}?` });
    await user.click(within(ask).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(`${STAFF.name} is disabled and signed out.`)).toBeInTheDocument();
    await waitFor(() => expect(cardOf(STAFF.name)).toHaveTextContent('Status: Disabled'));

    await choose(user, STAFF.name, 'Remove');
    const remove = screen.getByRole('dialog', { name: `Remove ${STAFF.name}?` });
    await user.click(within(remove).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(STAFF.email)).not.toBeInTheDocument());
  });

  it('re-enables a disabled member and changes a role', async () => {
    const { user } = await renderPage();
    await choose(user, STAFF.name, 'Disable');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(cardOf(STAFF.name)).toHaveTextContent('Status: Disabled'));
    await choose(user, STAFF.name, 'Re-enable');
    await waitFor(() => expect(cardOf(STAFF.name)).toHaveTextContent('Status: Active'));

    await choose(user, STAFF.name, 'Make owner');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make owner' }));
    expect(await screen.findByText(`${STAFF.name} is now an owner.`)).toBeInTheDocument();
    await waitFor(() => expect(cardOf(STAFF.name)).toHaveTextContent('Role: Owner'));
  });

  it("shows the CMS's refusal when the last owner would be made staff, and changes nothing", async () => {
    const { user } = await renderPage();
    await choose(user, OWNER.name, 'Make staff');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make staff' }));
    expect(await screen.findByText(LAST_OWNER_MESSAGE)).toBeInTheDocument();
    expect(cardOf(OWNER.name)).toHaveTextContent('Role: Owner');
  });

  it('makes a reset link and shows it the same way, saying it was not emailed', async () => {
    const { user } = await renderPage();
    await choose(user, STAFF.name, 'Make a reset link');
    const link = await screen.findByRole('dialog', { name: `Reset link for ${STAFF.name}` });
    expect(within(link).getByRole('textbox', { name: 'Link' })).toHaveValue(`${SITE}/admin/reset-password#2.fresh`);
    expect(link).toHaveTextContent('The link was not emailed');
    expect(within(link).getByRole('link', { name: 'Share on WhatsApp' })).toBeInTheDocument();
  });

  it('says when the CMS emailed the reset link to the member', async () => {
    const { user } = await renderPage({ emailed: true });
    await choose(user, STAFF.name, 'Make a reset link');
    const link = await screen.findByRole('dialog', { name: `Reset link for ${STAFF.name}` });
    expect(link).toHaveTextContent('The link was emailed to them.');
    expect(link).not.toHaveTextContent('not emailed');
  });
});
