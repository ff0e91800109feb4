// /misc/coming-soon: a countdown to the launch, a "notify me" e-mail field
// (checked; confirmed on the page) and the way home. A blank-layout page: its
// texts are in the core bundle (misc.comingSoon).
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconBell, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SetupIllustration } from '@/components/ui/illustrations/setup-illustration';
import { MiscPage } from '../components/misc-page';

/** The launch the page counts down to. */
const LAUNCH = Date.UTC(2027, 2, 1, 9, 0, 0);
const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whole days, hours, minutes and seconds from `now` to `target` (all 0 once it has passed). */
function remaining(target: number, now: number): Record<(typeof UNITS)[number], number> {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function ComingSoonRoute() {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const left = remaining(LAUNCH, now);
  const launched = now >= LAUNCH;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { minimumIntegerDigits: 2 });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(t('misc.comingSoon.emailRequired'));
    if (!EMAIL.test(value)) return setError(t('misc.comingSoon.emailInvalid'));
    setError(null);
    setSubscribed(value);
  };

  return (
    <MiscPage
      title={t('misc.comingSoon.title')}
      message={launched ? t('misc.comingSoon.launched') : t('misc.comingSoon.message')}
      illustration={<SetupIllustration width="100%" />}
      action={
        <Stack gap="lg" w="100%" align="center">
          <Group gap="sm" justify="center" role="timer" aria-label={t('misc.comingSoon.countdown')} data-testid="countdown">
            {UNITS.map((unit) => (
              <Paper key={unit} withBorder radius="md" py="sm" w={76} ta="center" shadow="xs">
                <Text fz={26} fw={700} c="primary" lh={1.1} data-testid={`countdown-${unit}`}>
                  {number.format(left[unit])}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`misc.comingSoon.${unit}`)}
                </Text>
              </Paper>
            ))}
          </Group>
          {subscribed ? (
            <Group gap="xs" c="success" justify="center" role="status">
              <IconCircleCheck size={20} />
              <Text fw={500}>{t('misc.comingSoon.thanks', { email: subscribed })}</Text>
            </Group>
          ) : (
            <form onSubmit={submit} noValidate style={{ width: '100%', maxWidth: 420 }}>
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  type="email"
                  placeholder={t('misc.comingSoon.emailPlaceholder')}
                  aria-label={t('misc.comingSoon.emailLabel')}
                  value={email}
                  onChange={(e) => {
                    setEmail(e.currentTarget.value);
                    setError(null);
                  }}
                  error={error}
                />
                <Button type="submit" leftSection={<IconBell size={16} />}>
                  {t('misc.comingSoon.notify')}
                </Button>
              </Group>
            </form>
          )}
          <Button component={Link} to="/" variant="subtle">
            {t('common.backHome')}
          </Button>
        </Stack>
      }
    />
  );
}
