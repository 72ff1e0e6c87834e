import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackOfficeRoot } from '../shell/BackOfficeRoot';
import { RegisterForm } from './RegisterPage';

describe('register stub', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const renderForm = () => {
    render(
      <BackOfficeRoot>
        <RegisterForm />
      </BackOfficeRoot>,
    );
    // No pauses between keystrokes: with the clock faked they would wait forever.
    return userEvent.setup({ delay: null });
  };

  it("shows the schema's messages and drops them as the fields are fixed", async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const firstName = screen.getByLabelText('First Name');
    const lastName = screen.getByLabelText('Last Name');
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(firstName).toHaveAccessibleDescription('required!');
    expect(lastName).toHaveAccessibleDescription('required!');
    expect(email).toHaveAccessibleDescription('required!');
    expect(password).toHaveAccessibleDescription('minimum 8 character');

    await user.type(firstName, 'Asha');
    await user.type(lastName, 'Patel');
    // The form validates each change asynchronously (its zod resolver): on a busy machine a message
    // may change a moment after the last keystroke, as it does for a visitor.
    await waitFor(() => expect(screen.getAllByText('required!')).toHaveLength(1));
    await user.type(email, 'asha@');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid Email Address'));
    await user.type(email, 'shop.in');
    await waitFor(() => expect(screen.queryByText('Invalid Email Address')).not.toBeInTheDocument());
    await user.type(password, '12345678901234567');
    await waitFor(() => expect(password).toHaveAccessibleDescription('maximum 16 character'));
    await user.clear(password);
    await user.type(password, 'Secret@123');
    await waitFor(() => expect(screen.queryByText(/character$/)).not.toBeInTheDocument());
    expect(screen.getByText('forgot password?')).toBeInTheDocument();
  });

  it('names its fields for password managers', () => {
    renderForm();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it("answers 'invalid credentials' after one second, without any network call", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = renderForm();
    await user.type(screen.getByLabelText('First Name'), 'Asha');
    await user.type(screen.getByLabelText('Last Name'), 'Patel');
    await user.type(screen.getByLabelText('Email'), 'asha@shop.in');
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    // From here the clock is faked; a plain click, as user-event's waits would need the real one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.queryByText('invalid credentials')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('invalid credentials')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
