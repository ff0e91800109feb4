import { describe, expect, it } from 'vitest';
import { categoryOptions, labelOf, namedOptions, personOptions } from './option-lists';

describe('option lists', () => {
  it('shows categories under their parents, sorted', () => {
    const options = categoryOptions([
      { id: 'c2', name: 'Third party', parent_id: 'c1' },
      { id: 'c1', name: 'Operational', parent_id: '' },
      { id: 'c3', name: 'Cyber', parent_id: 'c2' },
      { id: 'c4', name: 'Compliance', parent_id: '' },
    ]);
    expect(options.map((o) => o.label)).toEqual([
      'Compliance',
      'Operational',
      'Operational › Third party',
      'Operational › Third party › Cyber',
    ]);
  });

  it('survives a parent loop', () => {
    const options = categoryOptions([
      { id: 'a', name: 'A', parent_id: 'b' },
      { id: 'b', name: 'B', parent_id: 'a' },
    ]);
    expect(options.map((o) => o.label)).toEqual(['A › B', 'B › A']);
  });

  it('sorts named records and finds labels', () => {
    const options = namedOptions([
      { id: 'u2', name: 'Zoe' },
      { id: 'u1', name: 'Adam' },
    ]);
    expect(options).toEqual([
      { value: 'u1', label: 'Adam' },
      { value: 'u2', label: 'Zoe' },
    ]);
    expect(labelOf(options, 'u2')).toBe('Zoe');
    expect(labelOf(options, null)).toBeUndefined();
  });
});

describe('personOptions', () => {
  it('shows the email beside the name, sorted by name', () => {
    expect(
      personOptions([
        { id: 'u2', name: 'Sam Patel', email: 'sam.patel@demo.com' },
        { id: 'u1', name: 'Ana Silva' },
      ]),
    ).toEqual([
      { value: 'u1', label: 'Ana Silva' },
      { value: 'u2', label: 'Sam Patel · sam.patel@demo.com' },
    ]);
  });
});
