import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RiskCategory } from '@/lib/api/risk-categories';
import { renderWithProviders } from '@/testing/render';
import { CategoryFormModal } from './category-form-modal';
import { buildCategoryTree } from './category-tree';

const COMPLIANCE: RiskCategory = { id: 'c-1', name: 'Compliance', parent_id: '', description: 'Rules', risk_count: 2 };

function renderModal(category: RiskCategory | null, onClose = vi.fn()) {
  renderWithProviders(
    <CategoryFormModal opened category={category} tree={buildCategoryTree([COMPLIANCE])} onClose={onClose} />,
  );
  return onClose;
}

describe('Category form: Escape with unsaved changes', () => {
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
});
