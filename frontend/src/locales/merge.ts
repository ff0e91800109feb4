// A language's texts live in several files, one per feature area, so that
// areas can grow their texts without touching each other's files. They are
// merged into the one i18next namespace; a key defined twice is a bug.
export type Tree = { [key: string]: string | Tree };

export function mergeBundles(...parts: Tree[]): Tree {
  const out: Tree = {};
  const put = (target: Tree, source: Tree, path: string) => {
    for (const [key, value] of Object.entries(source)) {
      const here = path ? `${path}.${key}` : key;
      const existing = target[key];
      if (typeof value === 'string') {
        if (existing !== undefined) throw new Error(`Translation key defined twice: ${here}`);
        target[key] = value;
      } else {
        if (typeof existing === 'string') throw new Error(`Translation key defined twice: ${here}`);
        const branch: Tree = existing ?? {};
        target[key] = branch;
        put(branch, value, here);
      }
    }
  };
  for (const part of parts) put(out, part, '');
  return out;
}
