// The 'select all' checkbox over a list: checked when every item is,
// indeterminate when some are, and toggling it selects all or none.

export type SelectAllState = { checked: boolean; indeterminate: boolean };

export function selectAllState(selected: readonly string[], all: readonly string[]): SelectAllState {
  const count = all.filter((item) => selected.includes(item)).length;
  return { checked: all.length > 0 && count === all.length, indeterminate: count > 0 && count < all.length };
}

/** What the list holds after the 'select all' box is clicked. */
export function toggleAll(selected: readonly string[], all: readonly string[]): string[] {
  return selectAllState(selected, all).checked ? [] : [...all];
}
