import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ComingSoonRoute } from './coming-soon';

const LAUNCH = Date.UTC(2027, 2, 1, 9, 0, 0);

afterEach(() => {
  vi.useRealTimers();
});

describe('coming soon', () => {
  it('counts down to the launch, second by second', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(LAUNCH - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    renderWithProviders(<ComingSoonRoute />, { route: '/misc/coming-soon' });
    expect(screen.getByTestId('countdown-days')).toHaveTextContent('02');
    expect(screen.getByTestId('countdown-hours')).toHaveTextContent('03');
    expect(screen.getByTestId('countdown-minutes')).toHaveTextContent('04');
    expect(screen.getByTestId('countdown-seconds')).toHaveTextContent('05');
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(screen.getByTestId('countdown-minutes')).toHaveTextContent('03');
    expect(screen.getByTestId('countdown-seconds')).toHaveTextContent('59');
  });

  it('stops at zero once launched', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(LAUNCH + 1000);
    renderWithProviders(<ComingSoonRoute />, { route: '/misc/coming-soon' });
    for (const unit of ['days', 'hours', 'minutes', 'seconds']) expect(screen.getByTestId(`countdown-${unit}`)).toHaveTextContent('00');
    expect(screen.getByText('It is here! The new feature has launched.')).toBeInTheDocument();
  });

  it('asks for a valid e-mail address before confirming', () => {
    renderWithProviders(<ComingSoonRoute />, { route: '/misc/coming-soon' });
    const field = screen.getByRole('textbox', { name: 'Your e-mail address' });
    const notify = screen.getByRole('button', { name: 'Notify me' });
    fireEvent.click(notify);
    expect(screen.getByText('Enter your e-mail address')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'not-an-address' } });
    fireEvent.click(notify);
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'ada@demo.com' } });
    fireEvent.click(notify);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! We will write to ada@demo.com at launch.');
    expect(screen.queryByRole('textbox', { name: 'Your e-mail address' })).not.toBeInTheDocument();
  });
});
