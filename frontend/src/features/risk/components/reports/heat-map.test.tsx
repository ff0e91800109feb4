import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { HeatMap } from '../../api/types';
import { HeatMapCard } from './heat-map';
import { mockFetch } from '@/testing/mock-fetch';
import { page } from './test-fixtures';

function map(kind: HeatMap['kind'], count: number): HeatMap {
  return {
    kind,
    x_labels: ['Rare', 'Likely'],
    y_labels: ['Minor', 'Major'],
    x_axis: kind === 'control' ? 'effectiveness' : 'likelihood',
    y_axis: kind === 'control' ? 'adequacy' : 'impact',
    cells: [{ x: 2, y: 2, score: 4, rating: 'High', color: '#EA5455', count, items: [] }],
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Heat map card (issue 13, 10e)', () => {
  it('says how many inactive risks the map leaves out, counted with the same filters and date', async () => {
    const server = mockFetch({
      'GET /api/v1/reports/heatmap': { body: map('net', 38) },
      'GET /api/v1/risks': { body: page([], 3) },
    });
    renderWithProviders(<HeatMapCard query={{ kind: 'net', as_of: '2026-01-31', category_id: 'cat-1' }} />);

    expect(await screen.findByTestId('inactive-left-out')).toHaveTextContent('38 of 41 risks; 3 inactive ones left out');
    const query = server.requests('/api/v1/risks')[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ status: 'inactive', per_page: '1', as_of: '2026-01-31', category_id: 'cat-1' });
  });

  it('says nothing when no risk is inactive, and asks nothing for the control map', async () => {
    const server = mockFetch({
      'GET /api/v1/reports/heatmap': { body: map('control', 5) },
      'GET /api/v1/risks': { body: page([], 0) },
    });
    renderWithProviders(<HeatMapCard query={{ kind: 'control' }} />);
    expect(await screen.findByText('5 controls')).toBeInTheDocument();
    expect(screen.queryByTestId('inactive-left-out')).not.toBeInTheDocument();
    expect(server.requests('/api/v1/risks')).toHaveLength(0);
  });
});
