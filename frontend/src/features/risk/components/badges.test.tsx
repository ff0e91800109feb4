import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ProgressBar, RatingBadge } from './badges';

describe('Badges in a right-to-left layout (issue 13, 10h)', () => {
  it('lets a rating badge take the direction of its text, so "High · 12" is not mirrored', () => {
    renderWithProviders(
      <div dir="rtl">
        <RatingBadge rating={{ rating: 'High', score: 12, color: '#EA5455', level: 3 }} />
      </div>,
    );
    const badge = screen.getByText('High · 12').closest('[data-rating]');
    expect(badge).toHaveAttribute('dir', 'auto');
  });

  it('isolates a percentage, so "40%" keeps its sign after the number', () => {
    renderWithProviders(
      <div dir="rtl">
        <ProgressBar value={40} />
      </div>,
    );
    expect(screen.getByText('40%').tagName).toBe('BDI');
  });
});
