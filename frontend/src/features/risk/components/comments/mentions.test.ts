import { describe, expect, it } from 'vitest';
import { activeMention, insertMention, segments, stillMentioned } from './mentions';

describe('activeMention', () => {
  it('finds the @-word being typed at the caret, names with spaces too', () => {
    expect(activeMention('Hi @Em', 6)).toEqual({ start: 3, query: 'Em' });
    expect(activeMention('@', 1)).toEqual({ start: 0, query: '' });
    expect(activeMention('Hi @Emma Cl', 11)).toEqual({ start: 3, query: 'Emma Cl' });
    expect(activeMention('(@sam', 5)).toEqual({ start: 1, query: 'sam' });
  });

  it('ignores email addresses, finished lines and a caret elsewhere', () => {
    expect(activeMention('mail ana@example.com', 20)).toBeNull();
    expect(activeMention('@Em\nnext', 8)).toBeNull();
    expect(activeMention('@ Em', 4)).toBeNull();
    expect(activeMention('Hi @Emma', 2)).toBeNull();
    expect(activeMention('no mention', 10)).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces the typed @-word by "@Name " and puts the caret after it', () => {
    expect(insertMention('Hi @Em, see', 3, 6, 'Emma Clarke')).toEqual({ text: 'Hi @Emma Clarke , see', caret: 16 });
    expect(insertMention('@sa', 0, 3, 'Sam Patel')).toEqual({ text: '@Sam Patel ', caret: 11 });
    // A space after the caret is not doubled.
    expect(insertMention('@sa done', 0, 3, 'Sam Patel').text).toBe('@Sam Patel done');
  });
});

describe('stillMentioned', () => {
  it('keeps the picked people whose @Name is still in the text, each once', () => {
    const emma = { id: 'u1', name: 'Emma Clarke' };
    const sam = { id: 'u2', name: 'Sam Patel' };
    expect(stillMentioned('@Emma Clarke and @Sam Patel', [emma, sam, emma])).toEqual([emma, sam]);
    expect(stillMentioned('@Emma Clarke only', [emma, sam])).toEqual([emma]);
    expect(stillMentioned('Emma Clarke without the at', [emma])).toEqual([]);
  });
});

describe('segments', () => {
  it('cuts out the mentions of the given names, the longest name first, and keeps markup as text', () => {
    expect(segments('<b>Hi</b> @Ann Lee and @Ann, ok', ['Ann', 'Ann Lee'])).toEqual([
      { text: '<b>Hi</b> ', mention: false },
      { text: '@Ann Lee', mention: true },
      { text: ' and ', mention: false },
      { text: '@Ann', mention: true },
      { text: ', ok', mention: false },
    ]);
    expect(segments('@Nobody here', ['Ann'])).toEqual([{ text: '@Nobody here', mention: false }]);
    expect(segments('', ['Ann'])).toEqual([]);
  });
});
