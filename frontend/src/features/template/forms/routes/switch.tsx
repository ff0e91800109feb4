// /forms/elements/switch: switches in the theme colours and sizes, with
// labels, descriptions, icons, groups, disabled and an error state.
import { Group, Stack, Switch, rem } from '@mantine/core';
import { IconCheck, IconMoonStars, IconSun, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { ValuePreview } from '../components/value-preview';

const COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'dark'] as const;
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const CHANNELS = ['email', 'sms', 'push', 'digest'] as const;

export function SwitchPage() {
  const { t } = useTranslation('template-forms');
  const [wifi, setWifi] = useState(true);
  const [night, setNight] = useState(false);
  const [channels, setChannels] = useState<string[]>(['email', 'push']);
  const [terms, setTerms] = useState(false);

  return (
    <TemplatePage route="tplSwitch" description={t('switch.intro')}>
      <ExampleGrid>
        <ExampleCard title={t('switch.basic')} description={t('switch.basicHint')}>
          <Stack gap="sm">
            <Switch label={t('switch.sync')} checked={wifi} onChange={(event) => setWifi(event.currentTarget.checked)} />
            <Switch label={t('switch.offByDefault')} />
            <ValuePreview value={wifi ? t('switch.on') : t('switch.off')} testId="switch-value" />
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('switch.colors')} description={t('switch.colorsHint')}>
          <Group gap="lg">
            {COLORS.map((color) => (
              <Switch key={color} color={color} defaultChecked label={t(`switch.color.${color}`)} />
            ))}
          </Group>
        </ExampleCard>
        <ExampleCard title={t('switch.sizes')} description={t('switch.sizesHint')}>
          <Group gap="lg" align="center">
            {SIZES.map((size) => (
              <Switch key={size} size={size} defaultChecked label={size} onLabel={t('switch.onShort')} offLabel={t('switch.offShort')} />
            ))}
          </Group>
        </ExampleCard>
        <ExampleCard title={t('switch.icons')} description={t('switch.iconsHint')}>
          <Stack gap="md">
            <Switch
              size="lg"
              color="dark"
              checked={night}
              onChange={(event) => setNight(event.currentTarget.checked)}
              label={t('switch.nightMode')}
              onLabel={<IconMoonStars size={16} stroke={2} color="var(--mantine-color-yellow-4)" />}
              offLabel={<IconSun size={16} stroke={2} color="var(--mantine-color-orange-6)" />}
            />
            <Switch
              size="md"
              color="success"
              defaultChecked
              label={t('switch.autoApprove')}
              thumbIcon={<IconCheck style={{ width: rem(12), height: rem(12) }} color="var(--mantine-color-success-6)" stroke={3} />}
            />
            <Switch
              size="md"
              color="danger"
              label={t('switch.blockAccess')}
              thumbIcon={<IconX style={{ width: rem(12), height: rem(12) }} color="var(--mantine-color-gray-6)" stroke={3} />}
            />
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('switch.group')} description={t('switch.groupHint')}>
          <Switch.Group label={t('switch.notify')} description={t('switch.notifyHint')} value={channels} onChange={setChannels}>
            <Stack gap="xs" mt="xs">
              {CHANNELS.map((channel) => (
                <Switch key={channel} value={channel} label={t(`switch.channels.${channel}`)} />
              ))}
            </Stack>
          </Switch.Group>
          <ValuePreview value={channels.map((c) => t(`switch.channels.${c}`))} />
        </ExampleCard>
        <ExampleCard title={t('switch.states')} description={t('switch.statesHint')}>
          <Stack gap="md">
            <Switch label={t('switch.disabledOn')} defaultChecked disabled />
            <Switch label={t('switch.disabledOff')} disabled />
            <Switch
              label={t('switch.acceptPolicy')}
              description={t('switch.acceptPolicyHint')}
              checked={terms}
              onChange={(event) => setTerms(event.currentTarget.checked)}
              error={terms ? undefined : t('switch.acceptError')}
            />
            <Switch labelPosition="left" label={t('switch.labelLeft')} defaultChecked />
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
