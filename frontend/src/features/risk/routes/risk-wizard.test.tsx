import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearPermissions, savePermissions } from '@/lib/permissions';
import { renderWithProviders } from '@/testing/render';
import { DRAFT_KEY, saveDraft } from '../lib/wizard-draft';
import { emptyWizard, newControl, STEP, type WizardState } from '../lib/wizard-state';
import { OPTION_HANDLERS, sampleRisk } from '../lib/test-fixtures';
import { fakeServer, json, type Handler } from '../lib/test-server';
import { RiskWizardRoute } from './risk-wizard';

function renderWizard() {
  renderWithProviders(
    <Routes>
      <Route path="/risk/risk/wizard" element={<RiskWizardRoute />} />
      <Route path="/risk/risk/:id" element={<p>risk page</p>} />
    </Routes>,
    { route: '/risk/risk/wizard' },
  );
}

/** A draft that passes every client-side check, on the review step. */
function completeDraft(): WizardState {
  const base = emptyWizard('Medium');
  return {
    ...base,
    step: STEP.review,
    risk: {
      ...base.risk,
      title: 'Key supplier fails to deliver',
      category_id: 'cat-1',
      function_id: 'fn-1',
      owner_id: 'u-1',
      gross_likelihood: 4,
      gross_impact: 5,
    },
    new_controls: [{ ...newControl('u-1'), title: 'Second supplier', adequacy: 1, effectiveness: 1 }],
  };
}

/** The heading of the step on screen. */
const stepTitle = () => document.getElementById('wizard-step-title');

describe('Create New Risk wizard', () => {
  beforeEach(() => {
    localStorage.clear();
    clearPermissions();
    savePermissions({ 'risk.read': true, 'risk.write': true });
  });

  it('holds the first step until its required fields are filled, with a Required tag on each', async () => {
    fakeServer(OPTION_HANDLERS);
    const user = userEvent.setup();
    renderWizard();

    await user.click(await screen.findByRole('button', { name: 'Next: Gross rating' }));

    expect(screen.getAllByTestId('required-tag')).toHaveLength(4);
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'Identify the risk' })).toBeInTheDocument();

    // Filling a field clears its tag; emptying it again flags it (spec 5).
    await user.type(screen.getByLabelText(/^Title/), 'Data leak');
    expect(screen.getAllByTestId('required-tag')).toHaveLength(3);
    await user.clear(screen.getByLabelText(/^Title/));
    expect(screen.getAllByTestId('required-tag')).toHaveLength(4);
  });

  it('keeps the draft in localStorage and offers to discard it', async () => {
    fakeServer(OPTION_HANDLERS);
    const user = userEvent.setup();
    renderWizard();

    await user.type(await screen.findByLabelText(/^Title/), 'Data leak');
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('Data leak'));

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
  });

  it('picks the gross rating on the matrix', async () => {
    saveDraft({ ...completeDraft(), step: STEP.gross, risk: { ...completeDraft().risk, gross_likelihood: null, gross_impact: null } });
    fakeServer(OPTION_HANDLERS);
    const user = userEvent.setup();
    renderWizard();

    const matrix = await screen.findByRole('radiogroup', { name: 'Gross likelihood × impact' });
    expect(within(matrix).getAllByRole('radio')).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Next: Controls' }));
    expect(screen.getAllByTestId('required-tag')).toHaveLength(1);

    await user.click(within(matrix).getByRole('radio', { name: /Likelihood 3 \(Possible\) × impact 4 \(Major\)/ }));
    expect(within(matrix).getByRole('radio', { checked: true })).toHaveAccessibleName(/High, score 12/);
    expect(screen.queryByTestId('required-tag')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next: Controls' }));
    expect(stepTitle()).toHaveTextContent('Controls acting on the risk');
  });

  it('puts the server 422 field errors on their fields, on the step holding them', async () => {
    saveDraft(completeDraft());
    const reply: Handler = () =>
      json(422, {
        error: { code: 'VALIDATION_FAILED', message: 'Please fill in all the * fields', fields: { 'new_controls.0.title': 'Required' } },
      });
    const server = fakeServer({ ...OPTION_HANDLERS, 'POST /api/v1/risks': reply });
    const user = userEvent.setup();
    renderWizard();

    await user.click(await screen.findByRole('button', { name: 'Submit for approval' }));

    await waitFor(() => expect(stepTitle()).toHaveTextContent('Controls acting on the risk'));
    const card = screen.getByTestId('new-control');
    expect(within(card).getByTestId('required-tag')).toBeInTheDocument();
    expect(within(card).getByLabelText(/^Control title/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('POST /api/v1/risks')).toHaveLength(1);
    // Nothing saved: the draft is still there.
    expect(localStorage.getItem(DRAFT_KEY)).toContain('Second supplier');
  });

  it('submits the risk with its new controls, clears the draft and opens the new risk', async () => {
    saveDraft(completeDraft());
    const server = fakeServer({
      ...OPTION_HANDLERS,
      'POST /api/v1/risks': () => json(201, sampleRisk({ id: 'risk-42', reference: 'R-0042' })),
    });
    const user = userEvent.setup();
    renderWizard();

    await user.click(await screen.findByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText('risk page')).toBeInTheDocument();
    const body = server.calls('POST /api/v1/risks')[0]?.body as {
      submit: boolean;
      risk: { title: string; gross_likelihood: number; net_override: unknown };
      new_controls: { title: string; owner_id: string }[];
    };
    expect(body.submit).toBe(false);
    expect(body.risk).toMatchObject({ title: 'Key supplier fails to deliver', gross_likelihood: 4, net_override: null });
    expect(body.new_controls).toEqual([expect.objectContaining({ title: 'Second supplier', owner_id: 'u-1' })]);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('tells users without risk.write that they cannot create risks', async () => {
    savePermissions({ 'risk.read': true, 'risk.write': false });
    fakeServer(OPTION_HANDLERS);
    renderWizard();
    expect(await screen.findByText('You cannot create risks')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
  });
});
