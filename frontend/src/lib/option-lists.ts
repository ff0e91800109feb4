// Pick-list entries of the forms and filters (risk and incident): categories
// shown under their parent, functions and users sorted by name.

/** A category of any tree (risk or incident categories). */
type TreeItem = { id: string; name: string; parent_id: string | null };

export type Option = { value: string; label: string };

/** Categories as "Parent › Child", sorted by that label. */
export function categoryOptions(categories: readonly TreeItem[]): Option[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path = (category: TreeItem): string => {
    const names = [category.name];
    const seen = new Set([category.id]);
    let parent = category.parent_id ? byId.get(category.parent_id) : undefined;
    while (parent && !seen.has(parent.id)) {
      names.unshift(parent.name);
      seen.add(parent.id);
      parent = parent.parent_id ? byId.get(parent.parent_id) : undefined;
    }
    return names.join(' › ');
  };
  return categories.map((c) => ({ value: c.id, label: path(c) })).sort((a, b) => a.label.localeCompare(b.label));
}

/** Named records as options sorted by name. */
export function namedOptions(items: readonly { id: string; name: string }[]): Option[] {
  return items.map((item) => ({ value: item.id, label: item.name })).sort((a, b) => a.label.localeCompare(b.label));
}

/** People to pick as owners: the email beside the name tells two of one name apart (issue 13). */
export function personOptions(people: readonly { id: string; name: string; email?: string }[]): Option[] {
  return people
    .map((p) => ({ value: p.id, label: p.email ? `${p.name} · ${p.email}` : p.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The label of `value` among `options`, or undefined. */
export function labelOf(options: readonly Option[], value: string | null | undefined): string | undefined {
  return value ? options.find((o) => o.value === value)?.label : undefined;
}
