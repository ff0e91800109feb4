// /extra-components/auto-complete: suggestions from GET /api/autocomplete/data
// (the spec's mock call): basic, highlighted matches, a debounced search with
// a loading indicator, several choices (tags and multi-select) and a limit.
import { Alert, Autocomplete, Badge, Button, Group, Highlight, Loader, MultiSelect, Stack, TagsInput, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMovie, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { fetchAutocomplete, searchTitles, type AutocompleteItem } from '../lib/autocomplete';

function Chosen({ value }: { value: string | string[] }) {
  const { t } = useTranslation('template-ui-kit');
  const values = Array.isArray(value) ? value : value ? [value] : [];
  return (
    <Group gap={6} mt="sm" mih={26} data-testid="chosen">
      <Text size="sm" c="dimmed">
        {t('autoComplete.chosen')}
      </Text>
      {values.length === 0 ? (
        <Text size="sm" c="dimmed" fs="italic">
          {t('autoComplete.nothing')}
        </Text>
      ) : (
        values.map((v) => (
          <Badge key={v} variant="light" tt="none">
            {v}
          </Badge>
        ))
      )}
    </Group>
  );
}

export function AutoCompletePage() {
  const { t } = useTranslation('template-ui-kit');
  const films = useQuery({ queryKey: ['template', 'autocomplete'], queryFn: ({ signal }) => fetchAutocomplete(signal) });
  const items = films.data ?? [];
  const titles = items.map((i) => i.title);
  const rankOf = new Map(items.map((i) => [i.title, i.rank]));

  const [basic, setBasic] = useState('');
  const [highlighted, setHighlighted] = useState('');
  const [limited, setLimited] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [many, setMany] = useState<string[]>([]);

  // The debounced search: a call per settled term (after 300 ms), a loader meanwhile.
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term, 300);
  const remote = useQuery({
    queryKey: ['template', 'autocomplete', 'search', debounced],
    queryFn: async ({ signal }): Promise<AutocompleteItem[]> => searchTitles(await fetchAutocomplete(signal), debounced, 8),
    enabled: debounced.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
  const searching = term.trim().length >= 2 && (term !== debounced || remote.isFetching);

  const loading = films.isPending ? <Loader size={16} aria-label={t('autoComplete.loading')} /> : undefined;
  const nothing = films.isPending ? t('autoComplete.loading') : t('autoComplete.noMatch');

  return (
    <TemplatePage route="tplAutoComplete" description={t('autoComplete.description')}>
      <Stack gap="lg">
        {films.isError ? (
          <Alert color="danger" title={t('autoComplete.error')}>
            <Group justify="space-between">
              <Text size="sm">{films.error.message}</Text>
              <Button size="compact-sm" variant="light" color="danger" onClick={() => void films.refetch()}>
                {t('autoComplete.retry')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        <ExampleGrid>
          <ExampleCard title={t('autoComplete.basic.title')} description={t('autoComplete.basic.description')}>
            <Autocomplete
              label={t('autoComplete.film')}
              placeholder={t('autoComplete.placeholder')}
              data={titles}
              value={basic}
              onChange={setBasic}
              leftSection={<IconMovie size={16} />}
              rightSection={loading}
              comboboxProps={{ shadow: 'md' }}
              maxDropdownHeight={260}
            />
            <Chosen value={basic} />
          </ExampleCard>
          <ExampleCard title={t('autoComplete.highlight.title')} description={t('autoComplete.highlight.description')}>
            <Autocomplete
              label={t('autoComplete.film')}
              placeholder={t('autoComplete.placeholder')}
              data={titles}
              value={highlighted}
              onChange={setHighlighted}
              leftSection={<IconSearch size={16} />}
              rightSection={loading}
              maxDropdownHeight={260}
              renderOption={({ option }) => (
                <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
                  <Highlight highlight={highlighted} size="sm" highlightStyles={{ fontWeight: 700 }} color="warning">
                    {option.value}
                  </Highlight>
                  <Text size="xs" c="dimmed">
                    #{rankOf.get(option.value)}
                  </Text>
                </Group>
              )}
            />
            <Chosen value={highlighted} />
          </ExampleCard>
          <ExampleCard title={t('autoComplete.async.title')} description={t('autoComplete.async.description')}>
            <Autocomplete
              label={t('autoComplete.film')}
              placeholder={t('autoComplete.asyncPlaceholder')}
              data={(remote.data ?? []).map((i) => i.title)}
              filter={({ options }) => options}
              value={term}
              onChange={setTerm}
              leftSection={<IconSearch size={16} />}
              rightSection={searching ? <Loader size={16} aria-label={t('autoComplete.loading')} /> : null}
              data-testid="async-input"
            />
            <Text size="xs" c="dimmed" mt={6}>
              {term.trim().length < 2
                ? t('autoComplete.typeMore')
                : searching
                  ? t('autoComplete.loading')
                  : t('autoComplete.found', { n: remote.data?.length ?? 0 })}
            </Text>
            <Chosen value={remote.data?.some((i) => i.title === term) ? term : ''} />
          </ExampleCard>
          <ExampleCard title={t('autoComplete.limit.title')} description={t('autoComplete.limit.description')}>
            <Autocomplete
              label={t('autoComplete.film')}
              placeholder={t('autoComplete.placeholder')}
              data={titles}
              value={limited}
              onChange={setLimited}
              limit={5}
              rightSection={loading}
            />
            <Chosen value={limited} />
          </ExampleCard>
          <ExampleCard title={t('autoComplete.tags.title')} description={t('autoComplete.tags.description')}>
            <TagsInput
              label={t('autoComplete.films')}
              placeholder={t('autoComplete.tagsPlaceholder')}
              data={titles}
              value={tags}
              onChange={setTags}
              maxTags={5}
              clearable
              limit={8}
              rightSection={loading}
            />
            <Chosen value={tags} />
          </ExampleCard>
          <ExampleCard title={t('autoComplete.multi.title')} description={t('autoComplete.multi.description')}>
            <MultiSelect
              label={t('autoComplete.films')}
              placeholder={many.length === 0 ? t('autoComplete.multiPlaceholder') : undefined}
              data={titles}
              value={many}
              onChange={setMany}
              searchable
              clearable
              hidePickedOptions
              limit={10}
              nothingFoundMessage={nothing}
              rightSection={loading}
            />
            <Chosen value={many} />
          </ExampleCard>
        </ExampleGrid>
      </Stack>
    </TemplatePage>
  );
}
