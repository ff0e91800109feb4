// The users list's filters (role, status, department) and search, the same
// above the table (/app/user/list) and the cards (/pages/user/list).
import { useTranslation } from 'react-i18next';
import { SelectFilters } from '@/components/ui/select-filters';
import type { ListState } from '@/lib/list-params';
import { DEPARTMENTS, ROLES, STATUSES, type USER_FILTERS } from '../lib/users';

type Filters = ListState<(typeof USER_FILTERS)[number] | 'q'>;

export function UserFilters({ filters, onChange }: { filters: Filters; onChange: (changes: Partial<Filters>, options?: { replace?: boolean }) => void }) {
  const { t } = useTranslation();
  const options = (prefix: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`usersApp.${prefix}.${value}`) }));
  return (
    <SelectFilters
      selects={[
        { name: 'role', label: t('usersApp.fields.role'), data: options('roles', ROLES) },
        { name: 'status', label: t('usersApp.fields.status'), data: options('status', STATUSES) },
        { name: 'department', label: t('usersApp.fields.department'), data: options('departments', DEPARTMENTS) },
      ]}
      values={filters}
      onChange={onChange}
      placeholder={t('usersApp.list.search')}
    />
  );
}
