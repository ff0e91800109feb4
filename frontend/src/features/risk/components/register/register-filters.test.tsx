import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DEFAULT_REGISTER, type RegisterState } from '../../lib/register-params';
import { RegisterFilters } from './register-filters';

const BANDS = [
  { name: 'Low', min_score: 1, color: '#28c76f', reduction_steps: 0 },
  { name: 'High', min_score: 10, color: '#ea5455', reduction_steps: 1 },
];

function Filters({ initial }: { initial: Partial<RegisterState> }) {
  const [state, setState] = useState<RegisterState>({ ...DEFAULT_REGISTER, ...initial });
  return (
    <RegisterFilters
      state={state}
      bands={BANDS}
      categories={[]}
      functions={[]}
      users={[]}
      onChange={(changes) => setState((s) => ({ ...s, ...changes }))}
    />
  );
}

describe('Register filters (issue 13, 10d)', () => {
  it('says which rating a set rating filter is: "Net rating: High", not just "High"', async () => {
    renderWithProviders(<Filters initial={{ rating: 'High' }} />);
    const rating = screen.getByRole('textbox', { name: 'Net rating' });
    expect(rating).toHaveValue('Net rating: High');
  });

  it('lists the plain rating names and names the filter once one is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Filters initial={{}} />);
    const rating = screen.getByRole('textbox', { name: 'Net rating' });
    expect(rating).toHaveAttribute('placeholder', 'Net rating');
    await user.click(rating);
    // The dropdown is still in its opening transition in jsdom.
    const low = await screen.findByRole('option', { name: 'Low', hidden: true });
    expect(low).toHaveTextContent(/^Low$/);
    await user.click(low);
    expect(rating).toHaveValue('Net rating: Low');
  });
});
