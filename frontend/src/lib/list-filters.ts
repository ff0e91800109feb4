// Whether a list is narrowed: its search or any of its filters set.

/** True when the search or any of `names` has a value. */
export function anyFilter<K extends string>(values: { q: string } & Record<K, string>, names: readonly K[]): boolean {
  return Boolean(values.q) || names.some((name) => Boolean(values[name]));
}
