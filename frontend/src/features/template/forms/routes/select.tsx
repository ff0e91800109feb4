// /forms/elements/select: Select and MultiSelect (searchable, clearable,
// grouped, with icons and avatars, disabled, sizes) and TagsInput for
// values the user makes up.
import { Avatar, Group, MultiSelect, Select, Stack, TagsInput, Text, type ComboboxItem, type SelectProps } from '@mantine/core';
import { IconBuildingBank, IconCheck, IconShieldCheck, IconUserShield, IconWorld } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { ValuePreview } from '../components/value-preview';

const COUNTRIES = ['de', 'fr', 'pt', 'br', 'ca', 'gb', 'us', 'jp'] as const;
const DEPARTMENTS = ['risk', 'compliance', 'audit', 'security'] as const;
const DEPARTMENT_ICONS: Record<(typeof DEPARTMENTS)[number], ReactNode> = {
  risk: <IconShieldCheck size={16} />,
  compliance: <IconBuildingBank size={16} />,
  audit: <IconUserShield size={16} />,
  security: <IconWorld size={16} />,
};
const PEOPLE = [
  { value: 'anna', label: 'Anna Becker', color: 'primary' },
  { value: 'bruno', label: 'Bruno Silva', color: 'success' },
  { value: 'chloe', label: 'Chloé Martin', color: 'warning' },
  { value: 'david', label: 'David Wolf', color: 'info' },
  { value: 'ines', label: 'Inês Santos', color: 'danger' },
];
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export function SelectPage() {
  const { t } = useTranslation('template-forms');
  const [country, setCountry] = useState<string | null>('pt');
  const [searchable, setSearchable] = useState<string | null>(null);
  const [department, setDepartment] = useState<string | null>('risk');
  const [owner, setOwner] = useState<string | null>('bruno');
  const [team, setTeam] = useState<string[]>(['anna', 'chloe']);
  const [tags, setTags] = useState<string[]>([t('select.tagGdpr'), 'ISO 27001']);

  const countries = COUNTRIES.map((code) => ({ value: code, label: t(`select.countries.${code}`) }));
  const grouped = [
    { group: t('select.europe'), items: countries.filter((c) => ['de', 'fr', 'pt', 'gb'].includes(c.value)) },
    { group: t('select.americas'), items: countries.filter((c) => ['br', 'ca', 'us'].includes(c.value)) },
    { group: t('select.asia'), items: countries.filter((c) => c.value === 'jp') },
  ];
  const departments = DEPARTMENTS.map((key) => ({ value: key, label: t(`select.departments.${key}`) }));
  const label = (value: string | null) => countries.find((c) => c.value === value)?.label ?? '';

  const renderDepartment: SelectProps['renderOption'] = ({ option, checked }) => (
    <Group gap="sm" flex={1}>
      {DEPARTMENT_ICONS[option.value as (typeof DEPARTMENTS)[number]]}
      <Text size="sm" flex={1}>
        {option.label}
      </Text>
      {checked ? <IconCheck size={14} /> : null}
    </Group>
  );
  const renderPerson = ({ option }: { option: ComboboxItem }) => {
    const person = PEOPLE.find((p) => p.value === option.value);
    return (
      <Group gap="sm">
        <Avatar size={26} radius="xl" color={person?.color} variant="light">
          {initials(option.label)}
        </Avatar>
        <Text size="sm">{option.label}</Text>
      </Group>
    );
  };

  return (
    <TemplatePage route="tplSelect" description={t('select.intro')}>
      <ExampleGrid>
        <ExampleCard title={t('select.basic')} description={t('select.basicHint')}>
          <Select label={t('select.country')} data={countries} value={country} onChange={setCountry} allowDeselect={false} />
          <ValuePreview value={country ? `${country} (${label(country)})` : ''} testId="select-basic-value" />
        </ExampleCard>
        <ExampleCard title={t('select.searchable')} description={t('select.searchableHint')}>
          <Select
            label={t('select.country')}
            placeholder={t('select.searchPlaceholder')}
            data={grouped}
            value={searchable}
            onChange={setSearchable}
            searchable
            clearable
            nothingFoundMessage={t('select.nothingFound')}
          />
          <ValuePreview value={label(searchable)} />
        </ExampleCard>
        <ExampleCard title={t('select.withIcons')} description={t('select.withIconsHint')}>
          <Stack gap="md">
            <Select
              label={t('select.department')}
              data={departments}
              value={department}
              onChange={setDepartment}
              leftSection={department ? DEPARTMENT_ICONS[department as (typeof DEPARTMENTS)[number]] : null}
              renderOption={renderDepartment}
            />
            <Select
              label={t('select.owner')}
              data={PEOPLE}
              value={owner}
              onChange={setOwner}
              renderOption={renderPerson}
              leftSection={
                owner ? (
                  <Avatar size={20} radius="xl" color={PEOPLE.find((p) => p.value === owner)?.color} variant="light">
                    {initials(PEOPLE.find((p) => p.value === owner)?.label ?? '')}
                  </Avatar>
                ) : null
              }
            />
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('select.multi')} description={t('select.multiHint')}>
          <MultiSelect
            label={t('select.team')}
            placeholder={t('select.pickPeople')}
            data={PEOPLE}
            value={team}
            onChange={setTeam}
            renderOption={renderPerson}
            searchable
            clearable
            maxValues={4}
          />
          <ValuePreview value={team.map((v) => PEOPLE.find((p) => p.value === v)?.label ?? v)} testId="select-multi-value" />
        </ExampleCard>
        <ExampleCard title={t('select.creatable')} description={t('select.creatableHint')}>
          <TagsInput
            label={t('select.tags')}
            placeholder={t('select.tagPlaceholder')}
            data={[t('select.tagGdpr'), 'ISO 27001', 'SOX', 'NIS2', 'DORA']}
            value={tags}
            onChange={setTags}
            clearable
          />
          <ValuePreview value={tags} />
        </ExampleCard>
        <ExampleCard title={t('select.states')} description={t('select.statesHint')}>
          <Stack gap="md">
            <Select label={t('select.disabled')} data={countries} defaultValue="fr" disabled />
            <Select label={t('select.readOnly')} data={countries} defaultValue="de" readOnly />
            <Select label={t('select.withError')} data={countries} placeholder={t('select.pick')} error={t('select.errorText')} />
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('select.sizes')} description={t('select.sizesHint')}>
          <Stack gap="sm">
            {SIZES.map((size) => (
              <Select key={size} size={size} aria-label={`${t('select.country')} ${size}`} data={countries} defaultValue="br" />
            ))}
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('select.variants')} description={t('select.variantsHint')}>
          <Stack gap="md">
            <Select label={t('select.variantDefault')} data={departments} defaultValue="audit" />
            <Select label={t('select.variantFilled')} variant="filled" data={departments} defaultValue="risk" />
            <MultiSelect label={t('select.variantFilledMulti')} variant="filled" data={departments} defaultValue={['audit', 'security']} radius="xl" />
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
