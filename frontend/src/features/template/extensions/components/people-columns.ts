// The columns of the sample people, as the export examples write them:
// translated labels, translated department and status, a plain number for
// the salary (the spreadsheet formats it), the ISO start date.
import type { TFunction } from 'i18next';
import type { ExportColumn } from '../lib/export-table';
import type { Person } from './sample-data';

export const PEOPLE_COLUMN_KEYS = ['id', 'name', 'email', 'department', 'status', 'salary', 'startDate'] as const;
export type PeopleColumnKey = (typeof PEOPLE_COLUMN_KEYS)[number];

export function peopleColumns(t: TFunction<'template-extensions'>): ExportColumn<Person>[] {
  const columns: Record<PeopleColumnKey, ExportColumn<Person>> = {
    id: { key: 'id', label: 'ID', value: (person) => person.id },
    name: { key: 'name', label: t('data.name'), value: (person) => person.name },
    email: { key: 'email', label: t('data.email'), value: (person) => person.email },
    department: { key: 'department', label: t('data.department'), value: (person) => t(`data.departments.${person.department}`) },
    status: { key: 'status', label: t('data.status'), value: (person) => t(`data.statuses.${person.status}`) },
    salary: { key: 'salary', label: t('data.salary'), value: (person) => person.salary },
    startDate: { key: 'startDate', label: t('data.startDate'), value: (person) => person.startDate },
  };
  return PEOPLE_COLUMN_KEYS.map((key) => columns[key]);
}
