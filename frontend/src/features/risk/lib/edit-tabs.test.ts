import { describe, expect, it } from 'vitest';
import { tabOfField } from './edit-tabs';

describe('tabOfField', () => {
  it('puts each server field key on the tab holding its input', () => {
    expect(tabOfField('title')).toBe('details');
    expect(tabOfField('owner_id')).toBe('details');
    expect(tabOfField('gross_impact')).toBe('assessment');
    expect(tabOfField('appetite')).toBe('assessment');
    expect(tabOfField('control_ids')).toBe('controls');
    expect(tabOfField('net_override.justification')).toBe('net');
  });
});
