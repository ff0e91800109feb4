// The sign-in page's left panel on wide screens: illustration and pitch.
import { Box, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartLine, IconShieldCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SecurityIllustration } from '@/components/ui/illustrations/security-illustration';
import classes from './login-layout.module.css';

const POINTS = [
  { key: 'risks', icon: IconChartLine, color: 'primary' },
  { key: 'controls', icon: IconShieldCheck, color: 'success' },
  { key: 'incidents', icon: IconAlertTriangle, color: 'warning' },
] as const;

export function BrandPanel() {
  const { t } = useTranslation();
  return (
    <Box className={classes.brandPanel}>
      <Stack align="center" gap="xl" maw={560} mx="auto">
        <SecurityIllustration className={classes.illustration} />
        <Stack gap="xs" ta="center">
          <Title order={2} fz={26}>
            {t('auth.brand.headline')}
          </Title>
          <Text c="dimmed">{t('auth.brand.tagline')}</Text>
        </Stack>
        <Group justify="center" gap="lg">
          {POINTS.map(({ key, icon: Icon, color }) => (
            <Group key={key} gap={8} wrap="nowrap">
              <ThemeIcon variant="light" color={color} radius="md" size={32}>
                <Icon size={18} stroke={1.8} />
              </ThemeIcon>
              <Text size="sm" fw={500}>
                {t(`auth.brand.points.${key}`)}
              </Text>
            </Group>
          ))}
        </Group>
      </Stack>
    </Box>
  );
}
