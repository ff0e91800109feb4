// The register's filters: net rating (the method's bands), category, function,
// owner, approval status, active / inactive and over appetite. The rating
// filter says which rating it is once set ("Net rating: High").
import { Select, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/ui/filter-select';
import type { ScoreBand } from '../../api/types';
import type { Option } from '../../lib/option-lists';
import { APPROVAL_STATUSES, RISK_STATUSES, type RegisterState } from '../../lib/register-params';

type RegisterFiltersProps = {
  state: RegisterState;
  bands: readonly ScoreBand[];
  categories: Option[];
  functions: Option[];
  users: Option[];
  onChange: (changes: Partial<RegisterState>) => void;
};

export function RegisterFilters({ state, bands, categories, functions, users, onChange }: RegisterFiltersProps) {
  const { t } = useTranslation();
  const nothingFound = t('list.nothingFound');
  const select = (
    key: 'category_id' | 'function_id' | 'owner_id' | 'approval_status' | 'status',
    data: Option[],
    searchable = false,
  ) => (
    <Select
      aria-label={t(`risk.register.filters.${key}`)}
      placeholder={t(`risk.register.filters.${key}`)}
      data={data}
      value={state[key] || null}
      onChange={(value) => onChange({ [key]: value ?? '' })}
      clearable
      searchable={searchable}
      nothingFoundMessage={nothingFound}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      <FilterSelect
        label={t('risk.register.filters.rating')}
        data={bands.map((band) => ({ value: band.name, label: t(`ratings.${band.name}`, { defaultValue: band.name }) }))}
        value={state.rating}
        onChange={(rating) => onChange({ rating })}
        named
      />
      {select('category_id', categories, true)}
      {select('function_id', functions, true)}
      {select('owner_id', users, true)}
      {select(
        'approval_status',
        APPROVAL_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
      )}
      {select(
        'status',
        RISK_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
      )}
      <Switch
        label={t('risk.register.filters.over_appetite')}
        checked={state.over_appetite}
        onChange={(event) => onChange({ over_appetite: event.currentTarget.checked })}
        styles={{ root: { alignSelf: 'center' } }}
      />
    </SimpleGrid>
  );
}
