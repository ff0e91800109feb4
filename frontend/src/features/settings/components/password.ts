// A random first password an administrator can hand out.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SYMBOLS = '!#%+=?@';

export const MIN_PASSWORD_LENGTH = 8;

export function generatePassword(length = 14): string {
  const bytes = new Uint32Array(length);
  crypto.getRandomValues(bytes);
  const chars = [...bytes].map((n) => ALPHABET[n % ALPHABET.length]);
  // One digit and one symbol at fixed places keep common password rules happy.
  chars[3] = String((bytes[3] ?? 0) % 10);
  chars[length - 4] = SYMBOLS[(bytes[length - 4] ?? 0) % SYMBOLS.length] ?? '!';
  return chars.join('');
}
