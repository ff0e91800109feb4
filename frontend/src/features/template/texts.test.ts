// Every literal text key the template pages ask for exists in English: in the
// namespace the file uses (useTranslation('<namespace>')) or, for the shared
// words, in the main bundle. A missing key would show the key itself on the
// page; the locale tests then check the other languages against English.
import { describe, expect, it } from 'vitest';
import en from '@/locales/en';
import type { Tree } from '@/locales/merge';

const sources = import.meta.glob<string>(['./**/*.tsx', './**/*.ts', '!./**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const namespaces = import.meta.glob<Tree>('../../locales/en/ns/*.json', { import: 'default', eager: true });

function flatten(tree: Tree, prefix = '', out = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    // Branches count too: a list or group is read whole with returnObjects.
    out.add(path);
    if (typeof value !== 'string') flatten(value, path, out);
  }
  return out;
}

const mainKeys = flatten(en);
const namespaceKeys = new Map(
  Object.entries(namespaces).map(([path, tree]) => [/([\w-]+)\.json$/.exec(path)?.[1] ?? path, flatten(tree)]),
);

/** The keys of `t('...')` / `t("...")` calls with a literal key, and i18nKey="..." props. */
function literalKeys(source: string): string[] {
  const calls = [...source.matchAll(/\bt\(\s*['"]([\w.-]+)['"]/g)].map((m) => m[1] ?? '');
  const props = [...source.matchAll(/i18nKey=["']([\w.-]+)["']/g)].map((m) => m[1] ?? '');
  return [...calls, ...props];
}

const exists = (keys: Set<string> | undefined, key: string) =>
  !!keys && (keys.has(key) || keys.has(`${key}_one`) || keys.has(`${key}_other`));

describe('template page texts', () => {
  it('finds the pages to check', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(3);
  });

  it.each(Object.entries(sources))('%s asks only for keys that exist', (_file, source) => {
    // A file that is handed `t` (no useTranslation of its own) may use any namespace.
    const own = [...source.matchAll(/useTranslation\(\s*['"]([\w-]+)['"]/g)].map((m) => m[1] ?? '');
    const used = own.length > 0 ? own : [...namespaceKeys.keys()];
    const missing = literalKeys(source).filter(
      (key) => !exists(mainKeys, key) && !used.some((ns) => exists(namespaceKeys.get(ns), key)),
    );
    expect(missing).toEqual([]);
  });
});
