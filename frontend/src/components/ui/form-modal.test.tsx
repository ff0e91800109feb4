import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { FormModal } from './form-modal';
import { useFormModalDirty } from './form-modal-dirty';

function Form({ onClose, viaHook = false }: { onClose: () => void; viaHook?: boolean }) {
  const [name, setName] = useState('');
  return (
    <FormModal opened onClose={onClose} title="Add thing" dirty={viaHook ? false : name !== ''}>
      {viaHook ? <Inner /> : <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} data-autofocus />}
    </FormModal>
  );
}

function Inner() {
  const [name, setName] = useState('');
  useFormModalDirty(name !== '');
  return <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} data-autofocus />;
}

describe('FormModal', { timeout: 20_000 }, () => {
  it('closes at once on Escape when nothing was entered', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Form onClose={onClose} />);
    await user.click(await screen.findByLabelText('Name'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();
  });

  it.each([false, true])('asks before Escape drops unsaved input (state in a child: %s)', async (viaHook) => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Form onClose={onClose} viaHook={viaHook} />);
    await user.type(await screen.findByLabelText('Name'), 'Supplier');
    await user.keyboard('{Escape}');

    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Name')).toHaveValue('Supplier');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks too when the close button is used', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Form onClose={onClose} />);
    await user.type(await screen.findByLabelText('Name'), 'x');
    const close = document.querySelector<HTMLButtonElement>('.mantine-Modal-close');
    expect(close, container.innerHTML).not.toBeNull();
    await user.click(close!);
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
