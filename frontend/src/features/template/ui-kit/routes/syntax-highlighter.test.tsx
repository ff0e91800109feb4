import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { SyntaxHighlighterPage } from './syntax-highlighter';

beforeAll(async () => {
  await i18n.loadNamespaces('template-ui-kit');
});

describe('the syntax highlighter page', () => {
  it('highlights the chosen language with highlight.js', async () => {
    renderWithProviders(<SyntaxHighlighterPage />);
    const sample = screen.getByTestId('code-sample');
    // TSX first: `export function` is a keyword, RiskBadge a title.
    await waitFor(() => expect(sample.querySelector('code.hljs.typescript, code.hljs.tsx')).toBeTruthy());
    const keywords = () => [...sample.querySelectorAll('.hljs-keyword')].map((k) => k.textContent);
    expect(keywords()).toEqual(expect.arrayContaining(['import', 'export', 'function', 'return']));

    await userEvent.click(screen.getByRole('radio', { name: 'SQL' }));
    await waitFor(() => expect(keywords()).toEqual(expect.arrayContaining(['SELECT', 'FROM', 'WHERE'])));
    expect(sample.querySelector('.hljs-comment')).toHaveTextContent('-- The ten highest-scoring open risks.');
  });

  it('numbers the lines of the numbered sample', () => {
    renderWithProviders(<SyntaxHighlighterPage />);
    const gutter = document.querySelector('.rh-gutter');
    expect(gutter?.textContent?.split('\n')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
  });
});
