// The theme customizer (spec sections 2-4): a gear button on the page's end
// edge opens a drawer with every theme setting. Changes apply at once and are
// saved per user (lib/theme-settings). Semi-dark needs the sidebar, so it is
// disabled, with a hint, in the horizontal layout.
import {
  ActionIcon,
  Box,
  Button,
  Drawer,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconRefresh, IconSettings } from '@tabler/icons-react';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_COLOR_VALUES } from '@/config/theme';
import {
  effectiveMode,
  FOOTER_TYPES,
  MENU_COLORS,
  NAVBAR_TYPES,
  resetThemeSettings,
  saveThemeSettings,
  useThemeSettings,
  type ThemeSettings,
} from '@/lib/theme-settings';
import { ThemePreview } from './theme-preview';
import classes from './customizer.module.css';

type MenuColor = ThemeSettings['menuTheme'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" className={classes.section}>
      <Text component="h3" className={classes.sectionTitle}>
        {title}
      </Text>
      <Stack gap="lg">{children}</Stack>
    </Box>
  );
}

/** A choice drawn as a card with a preview and its name underneath (a radio). */
function PreviewCard({
  value,
  label,
  preview,
  disabled,
}: {
  value: string;
  label: string;
  preview: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Radio.Card value={value} className={classes.previewCard} disabled={disabled} withBorder={false}>
      <span className={classes.previewFrame}>{preview}</span>
      <span className={classes.previewLabel}>{label}</span>
    </Radio.Card>
  );
}

/** Colour swatches as radios; `withDefault` adds the uncoloured choice (value ''). */
function SwatchGroup({
  label,
  value,
  onChange,
  withDefault,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  withDefault?: boolean;
}) {
  const { t } = useTranslation();
  const choices: { value: string; color: string; name: string }[] = [
    ...(withDefault ? [{ value: '', color: 'var(--mantine-color-body)', name: t('shell.customizer.colors.default') }] : []),
    ...MENU_COLORS.map((color: MenuColor) => ({
      value: color,
      color: MENU_COLOR_VALUES[color],
      name: t(`shell.customizer.colors.${color}`),
    })),
  ];
  return (
    <Radio.Group label={label} value={value} onChange={onChange} classNames={{ label: classes.label }}>
      <div className={classes.swatches}>
        {choices.map((choice) => (
          <Tooltip key={choice.value || 'default'} label={choice.name} openDelay={300}>
            <Radio.Card
              value={choice.value}
              className={classes.swatch}
              data-default={choice.value === '' || undefined}
              style={{ '--swatch-color': choice.color } as CSSProperties}
              aria-label={choice.name}
              withBorder={false}
            >
              {value === choice.value ? <IconCheck size={18} stroke={2.5} aria-hidden /> : null}
            </Radio.Card>
          </Tooltip>
        ))}
      </div>
    </Radio.Group>
  );
}

function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div>
      <Text id={id} className={classes.label}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        fullWidth
        size="sm"
        value={value}
        data={options}
        onChange={(next) => onChange(next as T)}
        classNames={{ root: classes.segmented, indicator: classes.segmentedIndicator, label: classes.segmentedLabel }}
      />
    </div>
  );
}

export function CustomizerPanel() {
  const { t } = useTranslation();
  const settings = useThemeSettings();
  const horizontal = settings.layout === 'horizontal';
  const save = saveThemeSettings;
  const collapsedHintId = useId();

  return (
    <Stack gap={0}>
      <Section title={t('shell.customizer.sections.theming')}>
        <Radio.Group
          label={t('shell.customizer.mode')}
          description={horizontal ? t('shell.customizer.semiDarkHint') : undefined}
          value={effectiveMode(settings)}
          onChange={(theme) => save({ theme: theme as ThemeSettings['theme'] })}
          classNames={{ label: classes.label, description: classes.hint }}
          inputWrapperOrder={['label', 'input', 'description']}
        >
          <SimpleGrid cols={3} spacing="sm">
            <PreviewCard value="light" label={t('shell.customizer.modes.light')} preview={<ThemePreview sidebar="start" scheme="light" />} />
            <PreviewCard value="dark" label={t('shell.customizer.modes.dark')} preview={<ThemePreview sidebar="start" scheme="dark" />} />
            <PreviewCard
              value="semi-dark"
              label={t('shell.customizer.modes.semiDark')}
              preview={<ThemePreview sidebar="start" scheme="semi-dark" />}
              disabled={horizontal}
            />
          </SimpleGrid>
        </Radio.Group>
        <SwatchGroup
          label={t('shell.customizer.menuColor')}
          value={settings.menuTheme}
          onChange={(menuTheme) => save({ menuTheme: menuTheme as MenuColor })}
        />
        <SwatchGroup
          label={t('shell.customizer.navbarColor')}
          value={settings.navbarColor}
          onChange={(navbarColor) => save({ navbarColor: navbarColor as ThemeSettings['navbarColor'] })}
          withDefault
        />
      </Section>

      <Section title={t('shell.customizer.sections.layout')}>
        <Radio.Group
          label={t('shell.customizer.layout')}
          description={horizontal ? t('shell.customizer.narrowHint') : undefined}
          value={settings.layout}
          onChange={(layout) => save({ layout: layout as ThemeSettings['layout'] })}
          classNames={{ label: classes.label, description: classes.hint }}
          inputWrapperOrder={['label', 'input', 'description']}
        >
          <SimpleGrid cols={3} spacing="sm">
            <PreviewCard
              value="vertical"
              label={t('shell.customizer.layouts.vertical')}
              preview={<ThemePreview sidebar="start" scheme="light" />}
            />
            <PreviewCard
              value="horizontal"
              label={t('shell.customizer.layouts.horizontal')}
              preview={<ThemePreview sidebar="none" scheme="light" />}
            />
          </SimpleGrid>
        </Radio.Group>
        <div>
          <Switch
            label={t('shell.customizer.sidebarCollapsed')}
            checked={settings.sidebarCollapsed}
            disabled={horizontal}
            aria-describedby={horizontal ? collapsedHintId : undefined}
            onChange={(event) => save({ sidebarCollapsed: event.currentTarget.checked })}
            classNames={{ label: classes.switchLabel }}
          />
          {horizontal ? (
            <Text id={collapsedHintId} className={classes.hint} ms={50}>
              {t('shell.customizer.sidebarCollapsedHint')}
            </Text>
          ) : null}
        </div>
        <Segmented
          label={t('shell.customizer.navbarType')}
          value={settings.navbarType}
          options={NAVBAR_TYPES.map((type) => ({ value: type, label: t(`shell.customizer.navbarTypes.${type}`) }))}
          onChange={(navbarType) => save({ navbarType })}
        />
        <Segmented
          label={t('shell.customizer.footerType')}
          value={settings.footerType}
          options={FOOTER_TYPES.map((type) => ({ value: type, label: t(`shell.customizer.footerTypes.${type}`) }))}
          onChange={(footerType) => save({ footerType })}
        />
        <Radio.Group
          label={t('shell.customizer.direction')}
          value={settings.direction}
          onChange={(direction) => save({ direction: direction as ThemeSettings['direction'] })}
          classNames={{ label: classes.label }}
        >
          <SimpleGrid cols={3} spacing="sm">
            <PreviewCard
              value="ltr"
              label={t('shell.customizer.directions.ltr')}
              preview={<ThemePreview sidebar="start" scheme="light" />}
            />
            <PreviewCard
              value="rtl"
              label={t('shell.customizer.directions.rtl')}
              preview={<ThemePreview sidebar="end" scheme="light" />}
            />
          </SimpleGrid>
        </Radio.Group>
        <Switch
          label={t('shell.customizer.hideScrollToTop')}
          checked={settings.hideScrollToTop}
          onChange={(event) => save({ hideScrollToTop: event.currentTarget.checked })}
          classNames={{ label: classes.switchLabel }}
        />
      </Section>
    </Stack>
  );
}

export function Customizer() {
  const { t } = useTranslation();
  const [opened, drawer] = useDisclosure(false);

  return (
    <>
      <ActionIcon
        className={classes.toggle}
        size={40}
        variant="filled"
        onClick={drawer.open}
        aria-label={t('shell.customizer.open')}
        aria-expanded={opened}
        aria-haspopup="dialog"
      >
        <IconSettings className={classes.toggleIcon} size={22} stroke={1.8} aria-hidden />
      </ActionIcon>
      {/* Composed, so the title (an <h2>) and the subtitle sit side by side, not one inside the other. */}
      <Drawer.Root opened={opened} onClose={drawer.close} position="right" size={400} padding={0}>
        <Drawer.Overlay backgroundOpacity={0.12} blur={0} />
        <Drawer.Content>
          <Drawer.Header className={classes.header}>
            <div className={classes.titleWrap}>
              <Drawer.Title className={classes.title}>{t('shell.customizer.title')}</Drawer.Title>
              <Text size="sm" c="dimmed">
                {t('shell.customizer.subtitle')}
              </Text>
            </div>
            <Drawer.CloseButton aria-label={t('shell.customizer.close')} />
          </Drawer.Header>
          <Drawer.Body className={classes.body}>
            <CustomizerPanel />
            <div className={classes.footer}>
              <Button
                fullWidth
                variant="light"
                color="danger"
                leftSection={<IconRefresh size={18} stroke={1.8} aria-hidden />}
                onClick={resetThemeSettings}
              >
                {t('shell.customizer.reset')}
              </Button>
            </div>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}
