import { describe, expect, it } from 'vitest';
import { initials } from './format';

describe('initials', () => {
  it('takes the first letter of each word in capitals', () => {
    expect(initials('ada lovelace')).toBe('AL');
    expect(initials('  Grace   Brewster Hopper ')).toBe('GB');
    expect(initials('Admin')).toBe('A');
    expect(initials('')).toBe('');
  });
});
