// The pick lists every risk form needs, as Select options.
import { useMemo } from 'react';
import { useRiskCategories } from '@/lib/api/risk-categories';
import { useFunctions } from '@/lib/api/functions';
import { useUserOptions } from '@/lib/api/users';
import { categoryOptions, namedOptions, personOptions, type Option } from '../../lib/option-lists';

export type FormOptions = {
  categories: Option[];
  functions: Option[];
  users: Option[];
  loading: boolean;
};

export function useFormOptions(): FormOptions {
  const categories = useRiskCategories({ silent: true });
  const functions = useFunctions({ silent: true });
  const users = useUserOptions();
  return useMemo(
    () => ({
      categories: categoryOptions(categories.data ?? []),
      functions: namedOptions(functions.data ?? []),
      users: personOptions(users.data ?? []),
      loading: categories.isPending || functions.isPending || users.isPending,
    }),
    [categories.data, functions.data, users.data, categories.isPending, functions.isPending, users.isPending],
  );
}
