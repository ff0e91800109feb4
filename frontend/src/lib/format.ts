// Small display helpers shared by the shell and the pages.

/** Spec section 9: initials are the first letters of each word, in capitals. */
export function initials(name: string | null | undefined, max = 2): string {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .slice(0, max)
    .join('');
}
