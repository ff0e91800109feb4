// /forms/elements/checkbox: colours, sizes, labels and descriptions, an
// indeterminate 'select all', groups, cards, disabled and a validation error.
import { Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { ValuePreview } from '../components/value-preview';
import { selectAllState, toggleAll } from '../lib/select-all';

const COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'dark'] as const;
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const PERMISSIONS = ['read', 'create', 'update', 'delete'] as const;
const PLANS = ['basic', 'team', 'enterprise'] as const;

export function CheckboxPage() {
  const { t } = useTranslation('template-forms');
  const [permissions, setPermissions] = useState<string[]>(['read']);
  const [modules, setModules] = useState<string[]>(['risks']);
  const [plans, setPlans] = useState<string[]>(['team']);
  const [agree, setAgree] = useState(false);
  const [touched, setTouched] = useState(false);
  const all = selectAllState(permissions, PERMISSIONS);

  return (
    <TemplatePage route="tplCheckbox" description={t('checkbox.intro')}>
      <ExampleGrid>
        <ExampleCard title={t('checkbox.selectAll')} description={t('checkbox.selectAllHint')} testId="checkbox-select-all">
          <Checkbox
            label={t('checkbox.allPermissions')}
            checked={all.checked}
            indeterminate={all.indeterminate}
            onChange={() => setPermissions(toggleAll(permissions, PERMISSIONS))}
            fw={600}
          />
          <Stack gap="xs" mt="sm" ps="lg">
            {PERMISSIONS.map((permission) => (
              <Checkbox
                key={permission}
                label={t(`checkbox.permissions.${permission}`)}
                checked={permissions.includes(permission)}
                onChange={(event) =>
                  setPermissions(
                    event.currentTarget.checked ? [...permissions, permission] : permissions.filter((p) => p !== permission),
                  )
                }
              />
            ))}
          </Stack>
          <ValuePreview value={permissions.map((p) => t(`checkbox.permissions.${p}`))} />
        </ExampleCard>
        <ExampleCard title={t('checkbox.colors')} description={t('checkbox.colorsHint')}>
          <Group gap="lg">
            {COLORS.map((color) => (
              <Checkbox key={color} color={color} defaultChecked label={t(`switch.color.${color}`)} />
            ))}
          </Group>
          <Group gap="lg" mt="md">
            {COLORS.map((color) => (
              <Checkbox key={color} color={color} variant="outline" defaultChecked aria-label={`${t(`switch.color.${color}`)} ${t('checkbox.outline')}`} />
            ))}
            <Text size="sm" c="dimmed">
              {t('checkbox.outline')}
            </Text>
          </Group>
        </ExampleCard>
        <ExampleCard title={t('checkbox.sizes')} description={t('checkbox.sizesHint')}>
          <Group gap="lg" align="center">
            {SIZES.map((size) => (
              <Checkbox key={size} size={size} defaultChecked label={size} />
            ))}
          </Group>
          <Group gap="lg" mt="md">
            <Checkbox radius="xl" defaultChecked label={t('checkbox.round')} />
            <Checkbox radius={0} defaultChecked label={t('checkbox.square')} />
            <Checkbox indeterminate label={t('checkbox.indeterminate')} readOnly />
          </Group>
        </ExampleCard>
        <ExampleCard title={t('checkbox.group')} description={t('checkbox.groupHint')}>
          <Checkbox.Group label={t('checkbox.modules')} description={t('checkbox.modulesHint')} value={modules} onChange={setModules} withAsterisk>
            <Group mt="xs">
              {(['risks', 'incidents', 'controls', 'reports'] as const).map((module) => (
                <Checkbox key={module} value={module} label={t(`checkbox.moduleNames.${module}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <ValuePreview value={modules.map((m) => t(`checkbox.moduleNames.${m}`))} />
        </ExampleCard>
        <ExampleCard title={t('checkbox.cards')} description={t('checkbox.cardsHint')}>
          <Checkbox.Group value={plans} onChange={setPlans}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {PLANS.map((plan) => (
                <Checkbox.Card key={plan} value={plan} radius="md" p="md" withBorder>
                  <Group wrap="nowrap" align="flex-start">
                    <Checkbox.Indicator />
                    <div>
                      <Text fw={600} size="sm">
                        {t(`checkbox.plans.${plan}`)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`checkbox.plans.${plan}Hint`)}
                      </Text>
                    </div>
                  </Group>
                </Checkbox.Card>
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <ValuePreview value={plans.map((p) => t(`checkbox.plans.${p}`))} />
        </ExampleCard>
        <ExampleCard title={t('checkbox.states')} description={t('checkbox.statesHint')}>
          <Stack gap="md">
            <Checkbox label={t('checkbox.disabledChecked')} defaultChecked disabled />
            <Checkbox label={t('checkbox.disabled')} disabled />
            <Checkbox
              label={t('checkbox.terms')}
              description={t('checkbox.termsHint')}
              checked={agree}
              onChange={(event) => {
                setAgree(event.currentTarget.checked);
                setTouched(true);
              }}
              error={touched && !agree ? t('checkbox.termsError') : undefined}
            />
            <Checkbox labelPosition="left" label={t('checkbox.labelLeft')} defaultChecked />
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
