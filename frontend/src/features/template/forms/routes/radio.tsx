// /forms/elements/radio: colours, sizes, groups with descriptions, card
// options (Radio.Card), disabled and a group that must be answered.
import { Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingSkyscraper, IconHome, IconPlane } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { ValuePreview } from '../components/value-preview';

const COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'dark'] as const;
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
const PLACES = [
  { value: 'office', icon: IconBuildingSkyscraper },
  { value: 'home', icon: IconHome },
  { value: 'travel', icon: IconPlane },
] as const;

export function RadioPage() {
  const { t } = useTranslation('template-forms');
  const [severity, setSeverity] = useState('medium');
  const [place, setPlace] = useState('office');
  const [frequency, setFrequency] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);

  return (
    <TemplatePage route="tplRadio" description={t('radio.intro')}>
      <ExampleGrid>
        <ExampleCard title={t('radio.group')} description={t('radio.groupHint')}>
          <Radio.Group label={t('radio.severity')} description={t('radio.severityHint')} value={severity} onChange={setSeverity}>
            <Stack gap="xs" mt="xs">
              {SEVERITIES.map((level) => (
                <Radio key={level} value={level} label={t(`radio.severities.${level}`)} description={t(`radio.severities.${level}Hint`)} />
              ))}
            </Stack>
          </Radio.Group>
          <ValuePreview value={t(`radio.severities.${severity}`)} testId="radio-value" />
        </ExampleCard>
        <ExampleCard title={t('radio.cards')} description={t('radio.cardsHint')}>
          <Radio.Group value={place} onChange={setPlace} aria-label={t('radio.workplace')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {PLACES.map(({ value, icon: PlaceIcon }) => (
                <Radio.Card key={value} value={value} radius="md" p="md" withBorder>
                  <Stack gap={6} align="center" ta="center">
                    <PlaceIcon size={26} stroke={1.6} color={place === value ? 'var(--mantine-color-primary-filled)' : undefined} />
                    <Text fw={600} size="sm">
                      {t(`radio.places.${value}`)}
                    </Text>
                    <Radio.Indicator />
                  </Stack>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          <ValuePreview value={t(`radio.places.${place}`)} />
        </ExampleCard>
        <ExampleCard title={t('radio.colors')} description={t('radio.colorsHint')}>
          <Group gap="lg">
            {COLORS.map((color) => (
              <Radio key={color} color={color} defaultChecked name={`radio-color-${color}`} label={t(`switch.color.${color}`)} />
            ))}
          </Group>
          <Group gap="lg" mt="md">
            {COLORS.map((color) => (
              <Radio key={color} color={color} variant="outline" defaultChecked name={`radio-outline-${color}`} aria-label={t(`switch.color.${color}`)} />
            ))}
            <Text size="sm" c="dimmed">
              {t('checkbox.outline')}
            </Text>
          </Group>
        </ExampleCard>
        <ExampleCard title={t('radio.sizes')} description={t('radio.sizesHint')}>
          <Group gap="lg" align="center">
            {SIZES.map((size) => (
              <Radio key={size} size={size} defaultChecked name={`radio-size-${size}`} label={size} />
            ))}
          </Group>
          <Group gap="lg" mt="md">
            <Radio label={t('radio.toggle')} checked={checked} onChange={() => setChecked(true)} onClick={() => checked && setChecked(false)} />
            <Radio label={t('radio.labelLeft')} labelPosition="left" defaultChecked name="radio-left" />
          </Group>
        </ExampleCard>
        <ExampleCard title={t('radio.validation')} description={t('radio.validationHint')}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setFrequency((current) => current ?? '');
            }}
          >
            <Radio.Group
              label={t('radio.frequency')}
              withAsterisk
              value={frequency ?? null}
              onChange={setFrequency}
              error={frequency === '' ? t('radio.frequencyError') : undefined}
            >
              <Group mt="xs">
                {(['monthly', 'quarterly', 'yearly'] as const).map((value) => (
                  <Radio key={value} value={value} label={t(`radio.frequencies.${value}`)} />
                ))}
              </Group>
            </Radio.Group>
            <Button type="submit" size="xs" mt="md">
              {t('common.submit')}
            </Button>
          </form>
        </ExampleCard>
        <ExampleCard title={t('radio.states')} description={t('radio.statesHint')}>
          <Stack gap="md">
            <Radio label={t('radio.disabledChecked')} defaultChecked disabled name="radio-disabled-1" />
            <Radio label={t('radio.disabled')} disabled name="radio-disabled-2" />
            <Radio label={t('radio.withError')} error={t('radio.withErrorText')} name="radio-error" />
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
