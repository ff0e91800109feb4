// Deterministic sample rows for the table pages: ~100 people with a name,
// e-mail, role, office, start date, salary and status, the same on every
// render and every run (a seeded generator, no Math.random).

export const STATUSES = ['active', 'pending', 'inactive', 'suspended'] as const;
export type Status = (typeof STATUSES)[number];

export const ROLES = ['analyst', 'auditor', 'manager', 'engineer', 'officer'] as const;
export type Role = (typeof ROLES)[number];

export const OFFICES = ['Berlin', 'Lisbon', 'Paris', 'London', 'Montréal', 'São Paulo'] as const;

export type Person = {
  id: number;
  name: string;
  email: string;
  role: Role;
  office: string;
  /** ISO date (YYYY-MM-DD). */
  startDate: string;
  salary: number;
  status: Status;
};

const FIRST = [
  'Anna', 'Bruno', 'Chloé', 'David', 'Elena', 'Felix', 'Giulia', 'Hugo', 'Inês', 'Jonas',
  'Karla', 'Léo', 'Maria', 'Nils', 'Olivia', 'Pedro', 'Quentin', 'Rita', 'Sofia', 'Tomás',
] as const;
const LAST = [
  'Almeida', 'Becker', 'Dubois', 'Fischer', 'Garcia', 'Hoffmann', 'Lambert', 'Martin', 'Moreau', 'Nunes',
  'Oliveira', 'Petit', 'Richter', 'Santos', 'Schulz', 'Silva', 'Weber', 'Wolf',
] as const;

/** A small linear congruential generator: the same seed gives the same numbers. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

function ascii(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** `count` people, always the same for the same count and seed. */
export function samplePeople(count = 100, seed = 16): Person[] {
  const random = seeded(seed);
  const people: Person[] = [];
  for (let index = 0; index < count; index += 1) {
    const first = pick(FIRST, random);
    const last = pick(LAST, random);
    const year = 2015 + Math.floor(random() * 10);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    people.push({
      id: index + 1,
      name: `${first} ${last}`,
      email: `${ascii(first)}.${ascii(last)}${index + 1}@riskhub.example`,
      role: pick(ROLES, random),
      office: pick(OFFICES, random),
      startDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      salary: 38_000 + Math.round(random() * 92) * 1_000,
      status: pick(STATUSES, random),
    });
  }
  return people;
}

export const STATUS_COLORS: Record<Status, string> = {
  active: 'success',
  pending: 'warning',
  inactive: 'gray',
  suspended: 'danger',
};
