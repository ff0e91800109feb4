// /components/collapse: a Collapse behind a button, and the Accordion's
// variants (default, contained, separated, filled) and several panels open.
import { Accordion, Button, Collapse, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconCreditCard, IconHelpCircle, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

const ITEMS = [
  { value: 'order', icon: IconTruckDelivery },
  { value: 'payment', icon: IconCreditCard },
  { value: 'support', icon: IconHelpCircle },
] as const;

export function CollapsePage() {
  const { t } = useTranslation('template-components');
  const [opened, { toggle }] = useDisclosure(false);
  const [second, secondHandlers] = useDisclosure(true);

  const items = (withIcons = false) =>
    ITEMS.map(({ value, icon: Icon }) => (
      <Accordion.Item key={value} value={value}>
        <Accordion.Control icon={withIcons ? <Icon size={18} color="var(--mantine-color-primary-filled)" /> : undefined}>
          {t(`collapse.items.${value}.title`)}
        </Accordion.Control>
        <Accordion.Panel>
          <Text size="sm">{t(`collapse.items.${value}.text`)}</Text>
        </Accordion.Panel>
      </Accordion.Item>
    ));

  return (
    <TemplatePage route="tplCollapse" description={t('collapse.description')}>
      <ExampleGrid>
        <ExampleCard title={t('collapse.basic.title')} description={t('collapse.basic.description')} testId="collapse-basic">
          <Stack gap="sm" align="flex-start">
            <Button
              onClick={toggle}
              aria-expanded={opened}
              aria-controls="collapse-basic-panel"
              rightSection={<IconChevronDown size={16} style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />}
            >
              {opened ? t('collapse.basic.hide') : t('collapse.basic.show')}
            </Button>
            <Collapse in={opened} id="collapse-basic-panel" w="100%">
              <Paper withBorder p="md" radius="md">
                <Text size="sm">{t('collapse.basic.text')}</Text>
              </Paper>
            </Collapse>
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('collapse.link.title')} description={t('collapse.link.description')}>
          <Stack gap="sm" align="flex-start">
            <Button variant="subtle" px={0} onClick={secondHandlers.toggle} aria-expanded={second}>
              {second ? t('collapse.link.less') : t('collapse.link.more')}
            </Button>
            <Collapse in={second} transitionDuration={300}>
              <Text size="sm" c="dimmed">
                {t('collapse.link.text')}
              </Text>
            </Collapse>
          </Stack>
        </ExampleCard>

        {(['default', 'contained', 'separated', 'filled'] as const).map((variant) => (
          <ExampleCard key={variant} title={t(`collapse.accordion.${variant}`)} description={t('collapse.accordion.description')}>
            <Accordion variant={variant} defaultValue="order" radius="md" chevronPosition={variant === 'filled' ? 'left' : 'right'}>
              {items(variant === 'separated')}
            </Accordion>
          </ExampleCard>
        ))}

        <ExampleCard title={t('collapse.multiple.title')} description={t('collapse.multiple.description')} testId="accordion-multiple">
          <Accordion multiple variant="contained" defaultValue={['order', 'payment']} radius="md">
            {items(true)}
          </Accordion>
        </ExampleCard>

        <ExampleCard title={t('collapse.disabled.title')} description={t('collapse.disabled.description')}>
          <Accordion variant="separated" radius="md">
            {items()}
            <Accordion.Item value="archived">
              <Accordion.Control disabled>{t('collapse.disabled.archived')}</Accordion.Control>
              <Accordion.Panel>{t('collapse.disabled.archived')}</Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
