import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RiskCategory } from '@/lib/api/risk-categories';
import { renderWithProviders } from '@/testing/render';
import { CategoryFormModal } from './category-form-modal';
import { buildCategoryTree } from '@/components/tree/category-tree';

const COMPLIANCE: RiskCategory = { id: 'c-1', name: 'Compliance', parent_id: '', description: 'Rules', risk_count: 2 };

function renderModal(category: RiskCategory | null, onClose = vi.fn()) {
  renderWithProviders(
    <CategoryFormModal opened category={category} tree={buildCategoryTree([COMPLIANCE])} onClose={onClose} />,
  );
  return onClose;
}

describe('Category form: Escape with unsaved changes', { timeout: 20_000 }, () => {
  it('closes an untouched edit at once (what it opened with is no change)', async () => {
    const user = userEvent.setup();
    const onClose = renderModal(COMPLIANCE);
    expect(await screen.findByLabelText(/Name/)).toHaveValue('Compliance');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();
  });

  it('asks "Discard your changes?" before Escape drops a typed name; Keep editing keeps it', async () => {
    const user = userEvent.setup();
    const onClose = renderModal(null);
    const name = await screen.findByLabelText(/Name/);
    await user.type(name, 'Supplier risk');
    await user.keyboard('{Escape}');

    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText(/Name/)).toHaveValue('Supplier risk');

    await user.click(screen.getByLabelText(/Name/));
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opened again after a discard, starts clean: Escape closes it at once', async () => {
    const user = userEvent.setup();
    function Page() {
      const [opened, setOpened] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Open
          </button>
          <CategoryFormModal opened={opened} category={null} tree={buildCategoryTree([COMPLIANCE])} onClose={() => setOpened(false)} />
        </>
      );
    }
    renderWithProviders(<Page />);
    await user.type(await screen.findByLabelText(/Name/), 'Supplier risk');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByLabelText(/Name/)).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open', hidden: true }));
    const name = await screen.findByLabelText(/Name/);
    await waitFor(() => expect(name).toHaveValue(''));
    await user.click(name);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByLabelText(/Name/)).not.toBeInTheDocument());
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();
  });
});
