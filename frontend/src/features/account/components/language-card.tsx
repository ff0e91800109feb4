// Language: the interface language is switched at once (i18next, kept in this
// browser by lib/i18n) and saved to the account (PATCH /api/app/user), so the
// next sign-in on any device starts in it. A preview shows how dates and
// numbers read in it.
import { Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendar, IconHash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Flag } from '@/components/ui/flags';
import { formatDate, formatNumber } from '@/lib/format';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type LanguageCode } from '@/lib/i18n';
import { useUpdateProfile } from '../api/profile';
import { SectionCard } from '@/components/ui/section-card';

/** A fixed sample, so the preview shows the format and not today's date. */
const SAMPLE_DATE = new Date(2026, 10, 23);
const SAMPLE_NUMBER = 1234567.89;

export function LanguageCard() {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const current: LanguageCode = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

  const choose = (value: string | null) => {
    if (!isLanguage(value) || value === current) return;
    void i18n.changeLanguage(value).then(() => {
      update.mutate(
        { language: value },
        { onSuccess: () => notifications.show({ color: 'success', message: i18n.t('profile.language.saved') }) },
      );
    });
  };

  return (
    <SectionCard title={t('profile.language.title')} description={t('profile.language.description')}>
      <Stack gap="md">
        <Select
          label={t('profile.language.label')}
          data={LANGUAGES.map((language) => ({ value: language.code, label: language.label }))}
          value={current}
          onChange={choose}
          allowDeselect={false}
          checkIconPosition="right"
          leftSection={<Flag code={current} />}
          renderOption={({ option }) => (
            <Group gap="sm" wrap="nowrap" lang={option.value}>
              {isLanguage(option.value) ? <Flag code={option.value} /> : null}
              <span>{option.label}</span>
            </Group>
          )}
          disabled={update.isPending}
          maw={360}
        />
        <Group gap="xl">
          <Group gap={8} wrap="nowrap">
            <IconCalendar size={16} stroke={1.6} color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              {t('profile.language.dateExample', { date: formatDate(SAMPLE_DATE, current) })}
            </Text>
          </Group>
          <Group gap={8} wrap="nowrap">
            <IconHash size={16} stroke={1.6} color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              {t('profile.language.numberExample', { number: formatNumber(SAMPLE_NUMBER, current) })}
            </Text>
          </Group>
        </Group>
      </Stack>
    </SectionCard>
  );
}
