import { describe, expect, it } from 'vitest';
import { outcomeTone, priorityTone, progressBand, readableOn, statusTone } from './look';

describe('statusTone', () => {
  it('follows the spec badge colours', () => {
    expect(statusTone('approved')).toBe('success');
    expect(statusTone('in place')).toBe('success');
    expect(statusTone('in_progress')).toBe('danger');
    expect(statusTone('accept')).toBe('danger');
    expect(statusTone('monitor')).toBe('warning');
    expect(statusTone('deleted')).toBe('dark');
  });

  it('reverses approval colours in breach mode', () => {
    expect(statusTone('approved', true)).toBe('danger');
    expect(statusTone('rejected', true)).toBe('success');
    expect(statusTone('pending', true)).toBe('warning');
    expect(statusTone('complied', true)).toBe('success');
  });
});

describe('outcomeTone', () => {
  it('uses the second colour map', () => {
    expect(outcomeTone('complied')).toBe('success');
    expect(outcomeTone('breached')).toBe('danger');
    expect(outcomeTone('deleted')).toBe('dark');
  });
});

describe('priorityTone', () => {
  it('maps High, Medium, Low', () => {
    expect([priorityTone('High'), priorityTone('Medium'), priorityTone('Low')]).toEqual(['danger', 'warning', 'success']);
  });
});

describe('progressBand', () => {
  it('bands at 50 and 100 and clamps', () => {
    expect(progressBand(49.9)).toEqual({ value: 49.9, tone: 'danger' });
    expect(progressBand(50)).toEqual({ value: 50, tone: 'warning' });
    expect(progressBand(99)).toEqual({ value: 99, tone: 'warning' });
    expect(progressBand(140)).toEqual({ value: 100, tone: 'success' });
    expect(progressBand(-5)).toEqual({ value: 0, tone: 'danger' });
  });

  it('reverses for a negative measure', () => {
    expect(progressBand(10, true).tone).toBe('success');
    expect(progressBand(100, true).tone).toBe('danger');
  });
});

describe('readableOn', () => {
  it('picks dark text on yellow and white on dark red', () => {
    expect(readableOn('#F2C94C')).toBe('#000');
    expect(readableOn('#8B1A1A')).toBe('#fff');
  });

  it('picks by WCAG contrast: dark text on the brand red (5.9:1, white only 3.6:1), white on dark green', () => {
    expect(readableOn('#EA5455')).toBe('#000');
    expect(readableOn('#1E7B4B')).toBe('#fff');
  });
});
