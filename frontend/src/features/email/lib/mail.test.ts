import { describe, expect, it } from 'vitest';
import {
  filterOf,
  labelColor,
  matchesContact,
  listTime,
  parseAddresses,
  pathOf,
  selectionState,
  textToHtml,
  toggleSelected,
} from './mail';

describe('filterOf', () => {
  it('reads a folder, the inbox by default, or a label', () => {
    expect(filterOf({ folder: 'sent' })).toBe('sent');
    expect(filterOf({})).toBe('inbox');
    expect(filterOf({ folder: 'starred' })).toBe('starred');
    expect(filterOf({ label: 'company' })).toBe('company');
  });

  it('names nothing for an unknown folder or label', () => {
    expect(filterOf({ folder: 'archive' })).toBeNull();
    expect(filterOf({ label: 'inbox' })).toBeNull();
  });

  it('goes back to the route it came from', () => {
    expect(pathOf('spam')).toBe('/email/spam');
    expect(pathOf('private')).toBe('/email/label/private');
  });
});

describe('selection', () => {
  it('toggles one mail in and out', () => {
    expect(toggleSelected([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleSelected([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('tells none, some and all of the shown mails apart', () => {
    expect(selectionState([], [1, 2])).toBe('none');
    expect(selectionState([2, 9], [1, 2])).toBe('some');
    expect(selectionState([1, 2], [1, 2])).toBe('all');
    expect(selectionState([], [])).toBe('none');
  });
});

describe('listTime', () => {
  const now = new Date('2026-11-27T15:00:00');
  it('shows the hour today, the day this year and the full date before', () => {
    expect(listTime('2026-11-27T09:05:00', 'en-GB', now)).toBe('09:05');
    expect(listTime('2026-03-05T09:05:00', 'en', now)).toBe('Mar 5');
    expect(listTime('2025-03-05T09:05:00', 'en', now)).toBe('Mar 5, 2025');
    expect(listTime('not a time', 'en', now)).toBe('');
  });
});

describe('textToHtml', () => {
  it('makes paragraphs and line breaks and escapes markup', () => {
    expect(textToHtml('Hi Tom,\n\nSee <b>this</b>\nand that.\n')).toBe(
      '<p>Hi Tom,</p><p>See &lt;b&gt;this&lt;/b&gt;<br>and that.</p>',
    );
    expect(textToHtml('  \n\n ')).toBe('');
  });
});

describe('parseAddresses', () => {
  it('splits on commas, semicolons and spaces and keeps each address once', () => {
    expect(parseAddresses(' Ed@Demo.com, staff@demo.com;ed@demo.com  x@y.z ')).toEqual([
      'ed@demo.com',
      'staff@demo.com',
      'x@y.z',
    ]);
    expect(parseAddresses('')).toEqual([]);
  });
});

describe('labelColor', () => {
  it('gives the template colour of each label', () => {
    expect(labelColor('personal')).toBe('success');
    expect(labelColor('important')).toBe('warning');
    expect(labelColor('other')).toBe('gray');
  });
});

describe('matchesContact', () => {
  it('finds a user by name or address, in any case', () => {
    const emma = { name: 'Emma Clarke', email: 'editor@demo.com' };
    expect(matchesContact(emma, 'EMMA')).toBe(true);
    expect(matchesContact(emma, 'editor@')).toBe(true);
    expect(matchesContact(emma, 'sam')).toBe(false);
    expect(matchesContact(emma, ' ')).toBe(true);
  });
});
