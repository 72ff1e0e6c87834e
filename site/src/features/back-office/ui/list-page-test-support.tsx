// What the list pages' tests (Category, Price, Banner, Product) share: the page rendered in the
// back office's root, its table read as text, its dialogs opened and filled in, a save held in
// flight, and the checks every page with a Save form and a confirmed delete passes.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { BackOfficeRoot } from '../shell/BackOfficeRoot';

export type User = ReturnType<typeof userEvent.setup>;
export type UserOptions = Parameters<typeof userEvent.setup>[0];

/** The page as the back office renders it (one query cache, the toasts), and a user to drive it. */
export function renderListPage(page: ReactElement, options?: UserOptions): User {
  render(<BackOfficeRoot>{page}</BackOfficeRoot>);
  return userEvent.setup(options);
}

/** The rows of the table named `caption`, each as the text of its first `cells` cells. */
export const shownRows = (caption: string, cells: number) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        // A selectable table's tick box aside: the rows' own cells.
        .filter((cell) => !cell.querySelector('input[type="checkbox"]'))
        .slice(0, cells)
        .map((cell) => cell.textContent),
    );

/** Presses `button` once it shows, and returns the dialog it opens (named as the button unless told). */
export async function openDialog(user: User, button: string, dialog = button): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.getByRole('dialog', { name: dialog });
}

/** Types each text into the dialog's field of that label, in order, then presses Save. */
export async function typeAndSave(user: User, dialog: HTMLElement, texts: Record<string, string>) {
  for (const [label, text] of Object.entries(texts)) await user.type(within(dialog).getByLabelText(label), text);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

/** Presses the row's Delete, then Delete in the question it asks. */
export async function deleteRow(user: User, row: string) {
  await user.click(await screen.findByRole('button', { name: `Delete ${row}` }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
}

/**
 * Holds back the replies of the calls it wraps: the CMS has each request, and the page gets its
 * answer only once the test calls `release`.
 */
export function holdReplies() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold =
    <Args extends unknown[], Reply>(call: (...args: Args) => Promise<Reply>) =>
    async (...args: Args) => {
      const reply = await call(...args);
      await released;
      return reply;
    };
  return { hold, release: () => release() };
}

/**
 * With the save of the dialog named `name` held in flight (holdReplies): it was sent once, the form is
 * disabled and Escape does not abandon it; released, the dialog closes and nothing was sent again.
 */
export async function expectSaveHeldInFlight({
  user,
  dialog,
  name,
  writes,
  release,
}: {
  user: User;
  dialog: HTMLElement;
  name: string;
  /** The writes the CMS has received so far. */
  writes: () => readonly unknown[];
  release: () => void;
}) {
  await expect.poll(() => writes().length).toBe(1);
  expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name })).toBeInTheDocument();

  release();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(writes()).toHaveLength(1);
}

/**
 * Delete on the row named `row` asks `question` first: Cancel closes it and sends nothing; Delete
 * sends `sent`, toasts `deleted`, takes the row away and closes the question.
 */
export async function expectDeleteAskedFirst({
  user,
  row,
  question,
  deleted,
  writes,
  sent,
}: {
  user: User;
  row: string;
  question: string;
  deleted: string;
  /** The writes the CMS has received so far. */
  writes: () => readonly unknown[];
  sent: { method: string; url: string };
}) {
  await user.click(await screen.findByRole('button', { name: `Delete ${row}` }));
  const asked = screen.getByRole('dialog', { name: question });
  expect(asked).toHaveAccessibleDescription('Are you sure you want to delete this item?');
  await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(writes()).toEqual([]);

  await user.click(screen.getByRole('button', { name: `Delete ${row}` }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(deleted)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('cell', { name: row })).not.toBeInTheDocument());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(writes()).toMatchObject([sent]);
}
