import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LoginForm } from './login-form';

function setup() {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<LoginForm onSubmit={onSubmit} />);
  return { onSubmit, user };
}

describe('LoginForm', () => {
  it('puts a red "Required" tag beside each missing field and does not submit', async () => {
    const { onSubmit, user } = setup();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('flags only the field that is still missing', async () => {
    const { onSubmit, user } = setup();

    await user.type(screen.getByLabelText(/Email/), 'admin@demo.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const tags = screen.getAllByText('Required');
    expect(tags).toHaveLength(1);
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'false');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('flags a field again when it is emptied', async () => {
    const { user } = setup();
    const email = screen.getByLabelText(/Email/);
    await user.type(email, 'a');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.clear(email);
    expect(screen.getAllByText('Required')).toHaveLength(1);
  });

  it('submits email, password and remember when complete', async () => {
    const { onSubmit, user } = setup();

    await user.type(screen.getByLabelText(/Email/), ' staff@demo.com ');
    await user.type(screen.getByLabelText(/Password/), 'Demo-1234');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ email: 'staff@demo.com', password: 'Demo-1234', remember: true });
  });

  it('fills the form from a demo account', async () => {
    const { onSubmit, user } = setup();

    await user.click(screen.getByRole('button', { name: 'Sign in as editor@demo.com' }));
    expect(screen.getByLabelText(/Email/)).toHaveValue('editor@demo.com');
    expect(screen.getByLabelText(/Password/)).toHaveValue('Demo-1234');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'editor@demo.com', password: 'Demo-1234', remember: false });
  });
});
