// The file uploader's checks: a size limit and a list of accepted types
// (MIME types, `image/*` wildcards or `.ext` endings), each rejection with
// its reason.

export type FileRejection = 'too-large' | 'wrong-type' | 'empty';

export type FileRules = { maxSize: number; accept: readonly string[] };

/** The uploader example's rules: 2 MB, images, PDF, text and CSV. */
export const UPLOAD_RULES: FileRules = {
  maxSize: 2 * 1024 * 1024,
  accept: ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp', 'application/pdf', 'text/plain', '.csv'],
};

function typeMatches(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((rule) => {
    const wanted = rule.toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/** Why `file` is refused, or null when it passes. */
export function checkFile(file: Pick<File, 'name' | 'type' | 'size'>, rules: FileRules): FileRejection | null {
  if (!typeMatches(file, rules.accept)) return 'wrong-type';
  if (file.size > rules.maxSize) return 'too-large';
  if (file.size === 0) return 'empty';
  return null;
}

/** A byte count for people: 512 B, 1.5 KB, 2.3 MB (locale-formatted). */
export function formatBytes(bytes: number, locale = 'en'): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
