import { describe, expect, it } from 'vitest';
import { searchTitles } from './autocomplete';
import { lineCount, SAMPLES } from './code-samples';
import { componentTag, filterIcons, kebabName } from './icon-search';

describe('icon search', () => {
  const names = ['Activity', 'ArrowUp', 'ArrowUpRight', 'UserPlus', 'BarChart2'];
  it('matches camel and kebab case, spaces and case', () => {
    expect(filterIcons(names, 'arrow-up')).toEqual(['ArrowUp', 'ArrowUpRight']);
    expect(filterIcons(names, 'Arrow Up R')).toEqual(['ArrowUpRight']);
    expect(filterIcons(names, 'USER')).toEqual(['UserPlus']);
    expect(filterIcons(names, '  ')).toEqual(names);
    expect(filterIcons(names, 'zzz')).toEqual([]);
  });
  it('names and tags', () => {
    expect(kebabName('ArrowUpRight')).toBe('arrow-up-right');
    expect(kebabName('BarChart2')).toBe('bar-chart2');
    expect(componentTag('Activity')).toBe('<Activity />');
  });
});

describe('film search', () => {
  const items = [
    { title: 'The Godfather', rank: 2, id: 2 },
    { title: 'Godzilla', rank: 50, id: 50 },
    { title: 'Amélie', rank: 9, id: 9 },
    { title: 'The Godfather Part II', rank: 4, id: 4 },
  ];
  it('puts titles that start with the query first, then by rank, ignoring accents', () => {
    expect(searchTitles(items, 'god').map((i) => i.title)).toEqual(['Godzilla', 'The Godfather', 'The Godfather Part II']);
    expect(searchTitles(items, 'amelie').map((i) => i.id)).toEqual([9]);
    expect(searchTitles(items, 'god', 1)).toHaveLength(1);
    expect(searchTitles(items, ' ')).toEqual([]);
  });
});

describe('code samples', () => {
  it('count lines for the gutter', () => {
    expect(lineCount('a\nb\nc\n')).toBe(3);
    expect(lineCount(SAMPLES.json.code)).toBe(SAMPLES.json.code.split('\n').length);
  });
});
