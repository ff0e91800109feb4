// Theme: the shell's look for this user (spec section 4): layout, mode, menu
// colour, direction, navbar and footer types, collapsed side menu and the
// scroll-to-top button. Bound to the theme store; every change applies at once
// and is saved to the account. Semi-dark needs the vertical layout's side menu.
import {
  Button,
  ColorSwatch,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconRestore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DIRECTIONS,
  effectiveMode,
  FOOTER_TYPES,
  LAYOUTS,
  MENU_COLORS,
  MODES,
  NAVBAR_TYPES,
  resetThemeSettings,
  saveThemeSettings,
  useThemeSettings,
  type ThemeSettings,
} from '@/lib/theme-settings';
import { SectionCard } from '@/components/ui/section-card';

/** A labelled setting; the control carries the same label for screen readers. */
function Field({ label, hint, children }: { label: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} c="var(--rh-heading-color)">
        {label}
      </Text>
      {children}
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

export function ThemeCard() {
  const { t } = useTranslation();
  const settings = useThemeSettings();
  const save = (patch: Partial<ThemeSettings>) => saveThemeSettings(patch);
  const horizontal = settings.layout === 'horizontal';

  return (
    <SectionCard
      title={t('profile.theme.title')}
      description={t('profile.theme.description')}
      actions={
        <Button variant="subtle" size="compact-sm" leftSection={<IconRestore size={16} />} onClick={resetThemeSettings}>
          {t('profile.theme.reset')}
        </Button>
      }
    >
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
          <Field label={t('profile.theme.layout')}>
            <SegmentedControl
              color="primary"
              fullWidth
              aria-label={t('profile.theme.layout')}
              value={settings.layout}
              onChange={(value) => save({ layout: value as ThemeSettings['layout'] })}
              data={LAYOUTS.map((value) => ({ value, label: t(`profile.theme.layouts.${value}`) }))}
            />
          </Field>
          <Field label={t('profile.theme.mode')} hint={horizontal ? t('profile.theme.semiDarkHint') : undefined}>
            <SegmentedControl
              color="primary"
              fullWidth
              aria-label={t('profile.theme.mode')}
              // Horizontal shows semi-dark as light: select what is on screen, keep the stored choice.
              value={effectiveMode(settings)}
              onChange={(value) => save({ theme: value as ThemeSettings['theme'] })}
              data={MODES.map((value) => ({
                value,
                label: t(`profile.theme.modes.${value}`),
                disabled: value === 'semi-dark' && horizontal,
              }))}
            />
          </Field>
          <Field label={t('profile.theme.navbarType')}>
            <SegmentedControl
              color="primary"
              fullWidth
              aria-label={t('profile.theme.navbarType')}
              value={settings.navbarType}
              onChange={(value) => save({ navbarType: value as ThemeSettings['navbarType'] })}
              data={NAVBAR_TYPES.map((value) => ({ value, label: t(`profile.theme.navbarTypes.${value}`) }))}
            />
          </Field>
          <Field label={t('profile.theme.footerType')}>
            <SegmentedControl
              color="primary"
              fullWidth
              aria-label={t('profile.theme.footerType')}
              value={settings.footerType}
              onChange={(value) => save({ footerType: value as ThemeSettings['footerType'] })}
              data={FOOTER_TYPES.map((value) => ({ value, label: t(`profile.theme.footerTypes.${value}`) }))}
            />
          </Field>
          <Field label={t('profile.theme.direction')}>
            <SegmentedControl
              color="primary"
              fullWidth
              aria-label={t('profile.theme.direction')}
              value={settings.direction}
              onChange={(value) => save({ direction: value as ThemeSettings['direction'] })}
              data={DIRECTIONS.map((value) => ({ value, label: t(`profile.theme.directions.${value}`) }))}
            />
          </Field>
          <Field label={t('profile.theme.menuColor')}>
            <Group gap={10} role="radiogroup" aria-label={t('profile.theme.menuColor')} h={36} align="center">
              {MENU_COLORS.map((color) => {
                const selected = settings.menuTheme === color;
                const name = t(`profile.theme.colors.${color}`);
                return (
                  <Tooltip key={color} label={name}>
                    <UnstyledButton
                      role="radio"
                      aria-checked={selected}
                      aria-label={name}
                      onClick={() => save({ menuTheme: color })}
                      style={{ borderRadius: '50%' }}
                    >
                      <ColorSwatch
                        component="span"
                        color={`var(--mantine-color-${color}-6)`}
                        size={30}
                        style={{
                          color: '#fff',
                          // The dark swatch on a dark card needs an edge to be seen.
                          outline: selected
                            ? `2px solid var(--mantine-color-${color}-6)`
                            : '1px solid var(--mantine-color-default-border)',
                          outlineOffset: selected ? 2 : 0,
                        }}
                      >
                        {selected ? <IconCheck size={16} stroke={2.5} /> : null}
                      </ColorSwatch>
                    </UnstyledButton>
                  </Tooltip>
                );
              })}
            </Group>
          </Field>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Switch
            checked={settings.sidebarCollapsed}
            onChange={(event) => save({ sidebarCollapsed: event.currentTarget.checked })}
            label={t('profile.theme.sidebarCollapsed')}
            description={t('profile.theme.sidebarCollapsedHint')}
          />
          <Switch
            checked={settings.hideScrollToTop}
            onChange={(event) => save({ hideScrollToTop: event.currentTarget.checked })}
            label={t('profile.theme.hideScrollToTop')}
            description={t('profile.theme.hideScrollToTopHint')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('profile.theme.savedNote')}
        </Text>
      </Stack>
    </SectionCard>
  );
}
