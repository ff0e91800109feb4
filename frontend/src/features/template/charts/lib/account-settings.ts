// Checks of the account settings' local forms (Info, Social links): each
// returns the key of its message (under accountSettings.errors) or null.

export type InfoValues = { bio: string; birthDate: string; country: string; website: string; phone: string };
export type SocialValues = { twitter: string; linkedin: string; github: string; website: string };

export const BIO_MAX = 240;

export const SOCIAL_HOSTS: Record<Exclude<keyof SocialValues, 'website'>, readonly string[]> = {
  twitter: ['twitter.com', 'x.com'],
  linkedin: ['linkedin.com'],
  github: ['github.com'],
};

function parseUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Empty, or an http(s) address. */
export function checkUrl(value: string): string | null {
  if (!value.trim()) return null;
  return parseUrl(value) ? null : 'url';
}

/** Empty, or digits with an optional leading +, spaces, dashes, dots or brackets (7 to 15 digits). */
export function checkPhone(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (!/^\+?[\d\s().-]+$/.test(text)) return 'phone';
  const digits = text.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 ? null : 'phone';
}

/** Empty, or a date in the past (YYYY-MM-DD). */
export function checkBirthDate(value: string, today = new Date()): string | null {
  if (!value) return null;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return 'date';
  return date.getTime() < today.getTime() ? null : 'future';
}

export function checkBio(value: string): string | null {
  return value.length > BIO_MAX ? 'bio' : null;
}

/** Empty, or an address on the network's own site. */
export function checkProfile(network: keyof typeof SOCIAL_HOSTS, value: string): string | null {
  if (!value.trim()) return null;
  const url = parseUrl(value);
  if (!url) return 'url';
  const host = url.hostname.replace(/^www\./, '');
  return SOCIAL_HOSTS[network].includes(host) ? null : 'network';
}
