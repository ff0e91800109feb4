import { describe, expect, it } from 'vitest';
import {
  clampProgress,
  controlRatingColor,
  outcomeTone,
  priorityTone,
  progressBand,
  progressBandIndex,
  RATING_COLORS,
  readableOn,
  riskRatingColor,
  statusTone,
} from './look';

describe('statusTone (spec section 4 badge colours)', () => {
  it.each(['approved', 'over', 'complied', 'active', 'in place', 'complete', 'improve'])('%s is success', (status) => {
    expect(statusTone(status)).toBe('success');
  });

  it.each(['in progress', 'blocked', 'rejected', 'breached', 'accept'])('%s is danger', (status) => {
    expect(statusTone(status)).toBe('danger');
  });

  it.each(['inactive', 'pending', 'proposed', 'incomplete', 'monitor'])('%s is warning', (status) => {
    expect(statusTone(status)).toBe('warning');
  });

  it('deleted is dark', () => {
    expect(statusTone('deleted')).toBe('dark');
  });

  it('reads spaced, snake_case, hyphenated and capitalised names alike', () => {
    expect(statusTone('in_place')).toBe('success');
    expect(statusTone('In Place')).toBe('success');
    expect(statusTone('in-progress')).toBe('danger');
    expect(statusTone(' Pending ')).toBe('warning');
  });

  it('is gray for a status the spec does not name', () => {
    expect(statusTone('archived')).toBe('gray');
    expect(statusTone('')).toBe('gray');
  });

  it('reverses the approval colours in breach mode', () => {
    expect(statusTone('approved', true)).toBe('danger');
    expect(statusTone('rejected', true)).toBe('success');
    expect(statusTone('pending', true)).toBe('warning');
  });

  it('keeps every other colour in breach mode', () => {
    expect(statusTone('complied', true)).toBe('success');
    expect(statusTone('breached', true)).toBe('danger');
    expect(statusTone('deleted', true)).toBe('dark');
    expect(statusTone('archived', true)).toBe('gray');
  });
});

describe('outcomeTone (spec section 4 second map)', () => {
  it.each([
    ['approved', 'success'],
    ['complied', 'success'],
    ['active', 'success'],
    ['rejected', 'danger'],
    ['breached', 'danger'],
    ['inactive', 'warning'],
    ['pending', 'warning'],
    ['deleted', 'dark'],
  ])('%s is %s', (status, tone) => {
    expect(outcomeTone(status)).toBe(tone);
  });

  it('is gray for statuses outside the second map', () => {
    expect(outcomeTone('in place')).toBe('gray');
    expect(outcomeTone('monitor')).toBe('gray');
  });
});

describe('priorityTone (spec section 9)', () => {
  it('maps High, Medium, Low', () => {
    expect([priorityTone('High'), priorityTone('Medium'), priorityTone('Low')]).toEqual(['danger', 'warning', 'success']);
    expect(priorityTone('high')).toBe('danger');
  });

  it('is gray for anything else', () => {
    expect(priorityTone('Urgent')).toBe('gray');
  });
});

describe('riskRatingColor (spec section 9)', () => {
  it.each([
    ['Minimal', RATING_COLORS.green],
    ['Low', RATING_COLORS.darkGreen],
    ['Medium', RATING_COLORS.yellow],
    ['Moderate', RATING_COLORS.yellow],
    ['High', RATING_COLORS.red],
    ['Severe', RATING_COLORS.darkRed],
  ])('%s is %s', (rating, color) => {
    expect(riskRatingColor(rating)).toBe(color);
  });

  it('is undefined for a control rating or an unknown name', () => {
    expect(riskRatingColor('Excellent')).toBeUndefined();
    expect(riskRatingColor('')).toBeUndefined();
  });
});

describe('controlRatingColor (spec section 9)', () => {
  it.each([
    ['Excellent', RATING_COLORS.darkGreen],
    ['Good', RATING_COLORS.darkGreen],
    ['Moderate', RATING_COLORS.yellow],
    ['Weak', RATING_COLORS.orange],
    ['Poor', RATING_COLORS.red],
  ])('%s is %s', (rating, color) => {
    expect(controlRatingColor(rating)).toBe(color);
  });

  it('is undefined for a risk rating or an unknown name', () => {
    expect(controlRatingColor('Severe')).toBeUndefined();
  });
});

describe('progress bands (spec section 9)', () => {
  it('clamps to 0..100 and treats non-numbers as 0', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(42)).toBe(42);
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it.each([
    [-1, 0],
    [0, 0],
    [49, 0],
    [49.99, 0],
    [50, 1],
    [99, 1],
    [99.99, 1],
    [100, 2],
    [250, 2],
  ])('%d is band %d', (value, band) => {
    expect(progressBandIndex(value)).toBe(band);
  });

  it('colours the bands danger, warning, success', () => {
    expect(progressBand(49.9)).toEqual({ value: 49.9, tone: 'danger' });
    expect(progressBand(50)).toEqual({ value: 50, tone: 'warning' });
    expect(progressBand(99)).toEqual({ value: 99, tone: 'warning' });
    expect(progressBand(100)).toEqual({ value: 100, tone: 'success' });
  });

  it('returns the clamped value', () => {
    expect(progressBand(140)).toEqual({ value: 100, tone: 'success' });
    expect(progressBand(-5)).toEqual({ value: 0, tone: 'danger' });
  });

  it('reverses the colours for a negative measure', () => {
    expect(progressBand(10, true).tone).toBe('success');
    expect(progressBand(50, true).tone).toBe('warning');
    expect(progressBand(100, true).tone).toBe('danger');
  });
});

describe('readableOn', () => {
  it('picks dark text on light colours and white on dark ones', () => {
    expect(readableOn('#F5C518')).toBe('#000');
    expect(readableOn('#fff')).toBe('#000');
    expect(readableOn('#8B1E1E')).toBe('#fff');
    expect(readableOn('#1E7B4B')).toBe('#fff');
  });

  it('falls back to white for something that is not a colour', () => {
    expect(readableOn('red')).toBe('#fff');
  });
});
