// Sample people for the table examples (pagination, export, export-selected):
// generated, not from the server, so the pages render at once. Departments
// and statuses are keys the pages translate.

export const DEPARTMENTS = ['finance', 'compliance', 'operations', 'it', 'legal', 'sales'] as const;
export const STATUSES = ['active', 'pending', 'inactive'] as const;

export type Department = (typeof DEPARTMENTS)[number];
export type Status = (typeof STATUSES)[number];

export type Person = {
  id: number;
  name: string;
  email: string;
  department: Department;
  status: Status;
  salary: number;
  /** ISO date. */
  startDate: string;
};

const FIRST = ['Amelia', 'Lukas', 'Chloé', 'João', 'Noah', 'Sofia', 'Hugo', 'Marta', 'Elias', 'Inês', 'Oliver', 'Léa', 'Mateo', 'Clara', 'Felix', 'Beatriz'];
const LAST = ['Becker', 'Dubois', 'Silva', 'Morgan', 'Schmidt', 'Martin', 'Costa', 'Turner', 'Weber', 'Bernard', 'Santos', 'Hughes'];

function ascii(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** `count` people, the same every time. */
export function samplePeople(count: number): Person[] {
  return Array.from({ length: count }, (_, index) => {
    const first = FIRST[(index * 7) % FIRST.length] as string;
    const last = LAST[(index * 5 + 3) % LAST.length] as string;
    const month = String((index % 12) + 1).padStart(2, '0');
    const day = String(((index * 3) % 27) + 1).padStart(2, '0');
    return {
      id: index + 1,
      name: `${first} ${last}`,
      email: `${ascii(first)}.${ascii(last)}${index + 1}@example.com`,
      department: DEPARTMENTS[(index * 5) % DEPARTMENTS.length] as Department,
      status: STATUSES[(index * 2 + (index > 6 ? 1 : 0)) % STATUSES.length] as Status,
      salary: 42_000 + ((index * 7919) % 60) * 1_000,
      startDate: `${2018 + (index % 7)}-${month}-${day}`,
    };
  });
}

export const STATUS_COLOR: Record<Status, string> = { active: 'success', pending: 'warning', inactive: 'gray' };
