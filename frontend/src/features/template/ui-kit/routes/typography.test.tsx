import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { TypographyPage } from './typography';

beforeAll(async () => {
  await i18n.loadNamespaces('template-ui-kit');
});

describe('the typography page', () => {
  it('shows each inline text in its own element, in order', () => {
    renderWithProviders(<TypographyPage />);
    const tags = [
      ['This line has highlighted text.', 'MARK'],
      ['This line is deleted text.', 'DEL'],
      ['This line is no longer accurate.', 'S'],
      ['This line is an addition to the document.', 'INS'],
      ['This line is underlined.', 'U'],
      ['This line is fine print.', 'SMALL'],
      ['This line is bold text.', 'STRONG'],
      ['This line is italic text.', 'EM'],
    ];
    const elements = tags.map(([text]) => screen.getByText(text!));
    expect(elements.map((element) => element.tagName)).toEqual(tags.map(([, tag]) => tag));
    for (let i = 1; i < elements.length; i += 1) {
      expect(elements[i - 1]!.compareDocumentPosition(elements[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('shows the steps as an unordered, an ordered, an unstyled, an icon and an inline list under their labels', () => {
    renderWithProviders(<TypographyPage />);
    for (const label of ['Unordered', 'Ordered', 'Unstyled', 'With icons', 'Inline']) expect(screen.getByText(label)).toBeInTheDocument();
    const lists = screen.getAllByRole('list');
    expect(lists.map((list) => list.tagName)).toEqual(['UL', 'OL', 'UL', 'UL', 'UL']);
    for (const list of lists) expect(list).toHaveTextContent(/Identify.*Assess.*Treat.*Monitor/);
  });
});
