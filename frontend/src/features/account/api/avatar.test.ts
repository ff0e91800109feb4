import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarProblem } from './avatar';

describe('avatarProblem (checked before the upload)', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'IMAGE/PNG'])('takes %s', (type) => {
    expect(avatarProblem({ type, size: 1000 })).toBeNull();
  });

  it.each(['image/svg+xml', 'application/pdf', 'text/plain', ''])('refuses %s', (type) => {
    expect(avatarProblem({ type, size: 1000 })).toBe('type');
  });

  it('takes exactly 1 MiB and refuses one byte more', () => {
    expect(avatarProblem({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
  });

  it('refuses an empty file', () => {
    expect(avatarProblem({ type: 'image/png', size: 0 })).toBe('empty');
  });
});
