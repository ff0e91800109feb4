import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { TreeRow, TreeRowAction, TreeRowActions, TreeView } from './tree-editor';

function renderRow(props: { hasChildren?: boolean; open?: boolean } = {}) {
  const onSelect = vi.fn();
  const onToggle = vi.fn();
  const onEdit = vi.fn();
  renderWithProviders(
    <TreeView label="Functions" loading={false} empty={null}>
      <TreeRow
        name="Finance"
        description="Money in and out"
        depth={1}
        hasChildren={props.hasChildren ?? true}
        open={props.open ?? false}
        selected={false}
        iconColor="info"
        flag={{ label: 'Orphan', hint: 'Its parent is gone' }}
        toggleLabel="Expand Finance"
        onSelect={onSelect}
        onToggle={onToggle}
        actions={
          <TreeRowActions width={90}>
            <TreeRowAction tooltip="Edit" label="Edit Finance" icon="E" onClick={onEdit} />
          </TreeRowActions>
        }
      >
        <span>3 members</span>
      </TreeRow>
    </TreeView>,
  );
  return { onSelect, onToggle, onEdit };
}

describe('tree editor', () => {
  it('shows a node with its level, flag, description and columns', () => {
    renderRow();
    const item = screen.getByRole('treeitem', { name: 'Finance' });
    expect(screen.getByRole('tree', { name: 'Functions' })).toContainElement(item);
    expect(item).toHaveAttribute('aria-level', '2');
    expect(item).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Orphan')).toBeInTheDocument();
    expect(screen.getByText('Money in and out')).toBeInTheDocument();
    expect(screen.getByText('3 members')).toBeInTheDocument();
  });

  it('selects on click, Enter and Space; opens with ArrowRight; the toggle and actions do not select', async () => {
    const user = userEvent.setup();
    const { onSelect, onToggle, onEdit } = renderRow();
    const item = screen.getByRole('treeitem', { name: 'Finance' });
    await user.click(item);
    item.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(3);
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowLeft}');
    expect(onToggle).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Expand Finance' }));
    await user.click(screen.getByRole('button', { name: 'Edit Finance' }));
    expect(onToggle).toHaveBeenCalledTimes(2);
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it('closes an open node with ArrowLeft', async () => {
    const user = userEvent.setup();
    const { onToggle } = renderRow({ open: true });
    screen.getByRole('treeitem', { name: 'Finance' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});
