import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { FormLayoutPage } from './form-layout';
import { FormikPage } from './formik';
import { WizardPage } from './wizard';

/** Focuses the field and pastes the text (much faster than typing key by key). */
async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

beforeAll(async () => {
  await i18n.loadNamespaces('template-forms');
});

describe('the form layout page', () => {
  it("flags each empty required field with a 'Required' tag and shows the values once filled", { timeout: 60_000 }, async () => {
    renderWithProviders(<FormLayoutPage />);
    const form = screen.getByTestId('form-vertical');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getAllByTestId('required-tag')).toHaveLength(3);
    expect(within(form).queryByTestId('submitted-values')).not.toBeInTheDocument();

    await fill(within(form).getByRole('textbox', { name: /Full name/ }), 'Inês Santos');
    expect(within(form).getAllByTestId('required-tag')).toHaveLength(2);
    await fill(within(form).getByRole('textbox', { name: /E-mail/ }), 'ines@example.com');
    await fill(within(form).getByRole('textbox', { name: /Subject/ }), 'Quarterly review');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));

    expect(within(form).queryByTestId('required-tag')).not.toBeInTheDocument();
    const submitted = within(form).getByTestId('submitted-values');
    expect(submitted).toHaveTextContent('Inês Santos');
    expect(submitted).toHaveTextContent('ines@example.com');
  });

  it("labels the horizontal form's fields from their column and masks the sent password", { timeout: 60_000 }, async () => {
    renderWithProviders(<FormLayoutPage />);
    const form = screen.getByTestId('form-horizontal');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getAllByTestId('required-tag')).toHaveLength(3);

    await fill(within(form).getByRole('textbox', { name: /First name/ }), 'Inês');
    await fill(within(form).getByRole('textbox', { name: /E-mail/ }), 'ines@example.com');
    await fill(within(form).getByLabelText(/Password/, { selector: 'input' }), 'secret');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));

    const submitted = within(form).getByTestId('submitted-values');
    expect(submitted).toHaveTextContent('Inês');
    expect(submitted).toHaveTextContent('••••••');
    expect(submitted).not.toHaveTextContent('secret');
  });
});

describe('the wizard', () => {
  it('refuses Next with empty or invalid fields, goes on when they are filled, keeps values on Back and ends with a summary', { timeout: 60_000 }, async () => {
    renderWithProviders(<WizardPage />);
    const wizard = screen.getByTestId('wizard-horizontal');
    const next = () => userEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    const field = (name: RegExp) => within(wizard).getByLabelText(name, { selector: 'input' });

    await next();
    expect(within(wizard).getByText('Step 1 of 4')).toBeInTheDocument();
    expect(within(wizard).getAllByTestId('required-tag')).toHaveLength(4);

    await fill(field(/^Username/), 'ines');
    await fill(field(/^E-mail/), 'not-an-address');
    await fill(field(/^Password/), 'long-secret');
    await fill(field(/^Confirm password/), 'long-secret');
    await next();
    expect(within(wizard).getByText('Step 1 of 4')).toBeInTheDocument();
    expect(within(wizard).getByText('Enter a valid e-mail address')).toBeInTheDocument();

    await userEvent.clear(field(/^E-mail/));
    await fill(field(/^E-mail/), 'ines@example.com');
    await next();
    expect(within(wizard).getByText('Step 2 of 4')).toBeInTheDocument();

    await next();
    expect(within(wizard).getByText('Step 2 of 4')).toBeInTheDocument();
    expect(within(wizard).getAllByTestId('required-tag').length).toBeGreaterThanOrEqual(3);

    await userEvent.click(within(wizard).getByRole('button', { name: 'Back' }));
    expect(field(/^Username/)).toHaveValue('ines');
    await next();

    await fill(field(/^First name/), 'Inês');
    await fill(field(/^Last name/), 'Santos');
    await userEvent.click(field(/^Country/));
    await userEvent.click(await screen.findByRole('option', { name: 'Portugal', hidden: true }));
    await next();
    expect(within(wizard).getByText('Step 3 of 4')).toBeInTheDocument();

    await fill(field(/^Street/), 'Rua Augusta 1');
    await fill(field(/^City/), 'Lisboa');
    await fill(field(/^Postal code/), '1100-048');
    await next();
    expect(within(wizard).getByText('Step 4 of 4')).toBeInTheDocument();

    await userEvent.click(within(wizard).getByRole('button', { name: 'Submit' }));
    const summary = within(wizard).getByTestId('wizard-horizontal-summary');
    expect(summary).toHaveTextContent('ines@example.com');
    expect(summary).toHaveTextContent('Portugal');
    expect(summary).toHaveTextContent('Lisboa');
  });
});

describe('the formik page', () => {
  it('shows errors when fields are left and on submit, and submits valid data', { timeout: 60_000 }, async () => {
    renderWithProviders(<FormikPage />);
    const form = screen.getByTestId('formik-form');
    const input = (name: RegExp) => within(form).getByLabelText(name, { selector: 'input' });

    await userEvent.click(input(/^E-mail/));
    await fill(input(/^E-mail/), 'nope');
    await userEvent.tab();
    expect(await within(form).findByText('Enter a valid e-mail address')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findAllByText('This field is required')).not.toHaveLength(0);
    expect(within(form).getByText('You must accept the terms')).toBeInTheDocument();
    expect(within(form).queryByTestId('formik-summary')).not.toBeInTheDocument();

    await fill(input(/^Full name/), 'Ana Silva');
    await userEvent.clear(input(/^E-mail/));
    await fill(input(/^E-mail/), 'ana@example.com');
    await fill(input(/^Password/), 'secret-123');
    await fill(input(/^Confirm password/), 'secret-123');
    await fill(input(/^Age/), '16');
    await userEvent.tab();
    expect(await within(form).findByText('Between 18 and 99')).toBeInTheDocument();
    await userEvent.clear(input(/^Age/));
    await fill(input(/^Age/), '34');
    await userEvent.click(input(/^Role/));
    await userEvent.click(await screen.findByRole('option', { name: 'Auditor', hidden: true }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /I accept the terms/ }));

    const submit = within(form).getByRole('button', { name: 'Create account' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    const summary = await within(form).findByTestId('formik-summary', {}, { timeout: 3000 });
    expect(summary).toHaveTextContent('Ana Silva');
    expect(summary).toHaveTextContent('ana@example.com');
    expect(summary).toHaveTextContent('Auditor');
    expect(summary).toHaveTextContent('34');
  });
});
