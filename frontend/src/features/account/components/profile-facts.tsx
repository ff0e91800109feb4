// The facts of a user's profile as label/value rows: email, role, status,
// function, language and since when the account exists.
import { Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBriefcase,
  IconCalendar,
  IconCircleCheck,
  IconLanguage,
  IconMail,
  IconShieldCheck,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Flag } from '@/components/ui/flags';
import { formatDate } from '@/lib/format';
import { isLanguage, LANGUAGES } from '@/lib/i18n';
import { statusTone } from '@/lib/look';
import { useFunctionName, type Profile } from '../api/profile';

function Fact({ icon: FactIcon, label, children }: { icon: Icon; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <ThemeIcon variant="light" color="gray" radius="md" size={34}>
        <FactIcon size={18} stroke={1.6} />
      </ThemeIcon>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text component="div" size="sm" fw={500} c="var(--rh-heading-color)" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </Stack>
    </Group>
  );
}

export function ProfileFacts({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const fn = useFunctionName(profile);
  // Shown once the server tells the function (an older current-user answer has no such field).
  const knowsFunction = profile.function_id !== undefined || profile.function_name !== undefined;
  const languageCode = isLanguage(profile.language) ? profile.language : isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const language = LANGUAGES.find((l) => l.code === languageCode);

  return (
    <Stack gap="md">
      <Fact icon={IconMail} label={t('profile.facts.email')}>
        {profile.email}
      </Fact>
      <Fact icon={IconShieldCheck} label={t('profile.facts.role')}>
        {t(`roles.${profile.role}`, { defaultValue: profile.role })}
      </Fact>
      <Fact icon={IconCircleCheck} label={t('profile.facts.status')}>
        <Badge color={statusTone(profile.status || 'active')} variant="light" tt="none" size="sm">
          {t(`status.${profile.status || 'active'}`, { defaultValue: profile.status })}
        </Badge>
      </Fact>
      {knowsFunction ? (
        <Fact icon={IconBriefcase} label={t('profile.facts.function')}>
          {fn.name ?? (
            <Text span size="sm" c="dimmed" fw={400}>
              {fn.isLoading ? '…' : t('profile.facts.noFunction')}
            </Text>
          )}
        </Fact>
      ) : null}
      <Fact icon={IconLanguage} label={t('profile.facts.language')}>
        <Group gap={8} wrap="nowrap">
          <Flag code={languageCode} size={18} />
          <span>{language?.label}</span>
        </Group>
      </Fact>
      {profile.created_at ? (
        <Fact icon={IconCalendar} label={t('profile.facts.memberSince')}>
          {formatDate(profile.created_at, i18n.language)}
        </Fact>
      ) : null}
    </Stack>
  );
}
