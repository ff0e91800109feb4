// The before/after diff of an audit event: one row per key of either side,
// flagged when its value changed.

export type DiffKind = 'added' | 'removed' | 'changed' | 'unchanged';

export type DiffRow = {
  key: string;
  before: unknown;
  after: unknown;
  kind: DiffKind;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON with sorted object keys, so key order does not count as a change. */
function canonical(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** The key under which a non-object side is shown. */
export const VALUE_KEY = 'value';

/**
 * Rows for every key of `before` and `after` (objects; null means "nothing"),
 * keys of `before` first, then the new ones of `after`. A side that is not an
 * object is compared as a whole under the key "value".
 */
export function diffChanges(before: unknown, after: unknown): DiffRow[] {
  const absent = (value: unknown) => value === null || value === undefined;
  if ((!absent(before) && !isRecord(before)) || (!absent(after) && !isRecord(after))) {
    if (absent(before) && absent(after)) return [];
    return [{ key: VALUE_KEY, before, after, kind: kindOf(before, after, !absent(before), !absent(after)) }];
  }
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys.map((key) => ({
    key,
    before: left[key],
    after: right[key],
    kind: kindOf(left[key], right[key], Object.hasOwn(left, key), Object.hasOwn(right, key)),
  }));
}

function kindOf(before: unknown, after: unknown, hasBefore: boolean, hasAfter: boolean): DiffKind {
  if (!hasBefore && hasAfter) return 'added';
  if (hasBefore && !hasAfter) return 'removed';
  return sameValue(before, after) ? 'unchanged' : 'changed';
}

/** Keys whose value differs between the two sides. */
export function changedKeys(before: unknown, after: unknown): string[] {
  return diffChanges(before, after)
    .filter((row) => row.kind !== 'unchanged')
    .map((row) => row.key);
}

/** A value as shown in the diff: strings as they are, anything else as JSON; absent as ''. */
export function displayValue(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

export type ListDelta = { kept: string[]; added: string[]; removed: string[] };

const isPrimitiveList = (value: unknown): value is (string | number | boolean)[] =>
  Array.isArray(value) && value.every((item) => ['string', 'number', 'boolean'].includes(typeof item));

/**
 * For two lists of plain values (e.g. a role's permissions before and after),
 * which items stayed, which came and which went; null when either side is
 * something else (a missing side counts as an empty list).
 */
export function listDelta(before: unknown, after: unknown): ListDelta | null {
  const absent = (value: unknown) => value === null || value === undefined;
  if (!(isPrimitiveList(before) || absent(before)) || !(isPrimitiveList(after) || absent(after))) return null;
  if (absent(before) && absent(after)) return null;
  const left = (isPrimitiveList(before) ? before : []).map(String);
  const right = (isPrimitiveList(after) ? after : []).map(String);
  return {
    kept: left.filter((item) => right.includes(item)),
    added: right.filter((item) => !left.includes(item)),
    removed: left.filter((item) => !right.includes(item)),
  };
}

/**
 * A readable name for an event's entity, from its change snapshots: the
 * `name`, else the `email` of the after (or before) side; '' when neither has one.
 */
export function entityName(changes: { before?: unknown; after?: unknown } | null | undefined): string {
  for (const side of [changes?.after, changes?.before]) {
    if (!isRecord(side)) continue;
    for (const key of ['name', 'email', 'title', 'path']) {
      const value = side[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return '';
}
