import { describe, expect, it } from 'vitest';
import de from './de';
import en from './en';
import fr from './fr';
import pt from './pt';
import type { Tree } from './merge';

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const english = flatten(en);
const others = { de: flatten(de), fr: flatten(fr), pt: flatten(pt) };

type Flat = Record<string, string>;

function checkTranslation(english: Flat, translation: Flat) {
  it('has every English key', () => {
    expect(Object.keys(english).filter((key) => !(key in translation))).toEqual([]);
  });

  it('has no key English lacks', () => {
    expect(Object.keys(translation).filter((key) => !(key in english))).toEqual([]);
  });

  it('has no empty text', () => {
    expect(Object.entries(translation).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('keeps the same {{placeholders}} as English', () => {
    const mismatched = Object.keys(english).filter(
      (key) => key in translation && placeholders(english[key] ?? '').join() !== placeholders(translation[key] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('is a real translation, not a copy of English', () => {
    const keys = Object.keys(english);
    const copied = keys.filter((key) => translation[key] === english[key]);
    // Names and words that are the same in both languages (Dashboard, Incident, ...) are fine.
    expect(copied.length / Math.max(keys.length, 1)).toBeLessThan(0.15);
  });
}

describe.each(Object.entries(others))('%s translation', (_language, translation) => {
  checkTranslation(english, translation);
});

// The lazily loaded namespaces (locales/<language>/ns/<namespace>.json): each
// language has the same files, and each file passes the same checks.
const namespaceFiles = import.meta.glob<Tree>('./*/ns/*.json', { eager: true, import: 'default' });
const namespaceOf = (path: string) => /^\.\/(\w+)\/ns\/([\w-]+)\.json$/.exec(path);
const namespaces = new Map<string, Partial<Record<string, Flat>>>();
for (const [path, tree] of Object.entries(namespaceFiles)) {
  const [, language = '', namespace = ''] = namespaceOf(path) ?? [];
  namespaces.set(namespace, { ...namespaces.get(namespace), [language]: flatten(tree) });
}

describe.each([...namespaces.keys()])('namespace %s', (namespace) => {
  const files = namespaces.get(namespace) ?? {};
  it('exists in every language', () => {
    expect(Object.keys(files).sort()).toEqual(['de', 'en', 'fr', 'pt']);
  });
  describe.each(['de', 'fr', 'pt'])('%s', (language) => {
    checkTranslation(files.en ?? {}, files[language] ?? {});
  });
});
