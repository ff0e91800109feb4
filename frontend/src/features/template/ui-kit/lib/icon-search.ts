// The icon page's search: a component name (ArrowUpRight) is found by any part
// of it, in camel case or kebab case ("arrow up", "arrow-up", "arrowup").

/** `ArrowUpRight` → `arrow-up-right`. */
export function kebabName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** What a click copies: the JSX of the icon, e.g. `<Activity />`. */
export function componentTag(name: string): string {
  return `<${name} />`;
}

function squash(value: string): string {
  return value.toLowerCase().replace(/[\s_-]+/g, '');
}

/** The names that match the query (all of them for a blank query), in their order. */
export function filterIcons(names: readonly string[], query: string): string[] {
  const q = squash(query.trim());
  if (!q) return [...names];
  return names.filter((name) => squash(name).includes(q));
}
