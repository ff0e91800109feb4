import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { ChipsPage } from './chips';

beforeAll(async () => {
  await i18n.loadNamespaces('template-ui-kit');
});

const pills = () => within(screen.getByTestId('closable-pills'));

describe('the chips page', () => {
  it('removes closable chips, undoes the last removal and restores them all', async () => {
    renderWithProviders(<ChipsPage />);
    expect(pills().getByText('Security')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Security' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Legal' }));
    expect(pills().queryByText('Security')).not.toBeInTheDocument();
    expect(pills().queryByText('Legal')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(pills().getByText('Legal')).toBeInTheDocument();
    expect(pills().queryByText('Security')).not.toBeInTheDocument();

    const card = screen.getByTestId('closable-pills').closest('section')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Restore' }));
    expect(pills().getByText('Security')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('a single-choice group keeps one chip checked and says which', async () => {
    renderWithProviders(<ChipsPage />);
    expect(screen.getByTestId('chosen-plan')).toHaveTextContent('Chosen: Monthly');
    await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(screen.getByTestId('chosen-plan')).toHaveTextContent('Chosen: Weekly');
    expect(screen.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
  });
});
