import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { CheckboxPage } from './checkbox';
import { InputMaskPage } from './input-mask';
import { SelectPage } from './select';

beforeAll(async () => {
  await i18n.loadNamespaces('template-forms');
});

describe('the checkbox page', () => {
  it("'All permissions' is indeterminate with some ticked and ticks or clears them all", { timeout: 60_000 }, async () => {
    renderWithProviders(<CheckboxPage />);
    const card = screen.getByTestId('checkbox-select-all');
    const all = within(card).getByRole('checkbox', { name: 'All permissions' });
    const boxes = ['Read', 'Create', 'Update', 'Delete'].map((name) => within(card).getByRole('checkbox', { name }));

    // 'Read' is ticked to start with: some, not all.
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    expect(all).not.toBeChecked();

    await userEvent.click(all);
    for (const box of boxes) expect(box).toBeChecked();
    expect(all).toBeChecked();
    expect(all).not.toHaveAttribute('data-indeterminate');

    await userEvent.click(boxes[2]!);
    expect(all).toHaveAttribute('data-indeterminate', 'true');

    await userEvent.click(all);
    await userEvent.click(all);
    for (const box of boxes) expect(box).not.toBeChecked();
    expect(all).not.toHaveAttribute('data-indeterminate');
  });
});

describe('the input mask page', () => {
  it('formats a phone number as it is typed and shows the digits alone', { timeout: 60_000 }, async () => {
    renderWithProviders(<InputMaskPage />);
    const phone = screen.getByTestId('mask-phone-input');
    await userEvent.type(phone, '351912345678');
    expect(phone).toHaveValue('+35 (191) 234-5678');
    expect(screen.getByTestId('mask-phone-unmasked')).toHaveTextContent('351912345678');
  });

  it('tells the card network and keeps letters out of a card number', { timeout: 60_000 }, async () => {
    renderWithProviders(<InputMaskPage />);
    const card = screen.getByTestId('mask-card-input');
    await userEvent.type(card, '4111ab111111111111');
    expect(card).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByTestId('mask-card-unmasked')).toHaveTextContent('4111111111111111');
    expect(screen.getByTestId('card-type')).toHaveTextContent('Visa');
  });

  it('refuses an impossible month in a date', { timeout: 60_000 }, async () => {
    renderWithProviders(<InputMaskPage />);
    const date = screen.getByTestId('mask-date-input');
    // Month 13 does not exist: the 3 is refused.
    await userEvent.type(date, '3113');
    expect(date).toHaveValue('31/1');
    await userEvent.type(date, '2');
    expect(date).toHaveValue('31/12');
    expect(screen.getByTestId('mask-date-unmasked')).toHaveTextContent('3112');
  });
});

describe('the select page', () => {
  it('shows the chosen people of the multi select', { timeout: 60_000 }, async () => {
    renderWithProviders(<SelectPage />);
    expect(screen.getByTestId('select-multi-value')).toHaveTextContent('Anna Becker, Chloé Martin');
  });
});
