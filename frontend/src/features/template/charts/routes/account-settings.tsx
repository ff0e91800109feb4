// /pages/account-settings: the account settings in tabs. General and Change
// password are the real profile forms of the account pages (name, e-mail,
// picture; the password change); Info, Social links and Notifications are
// local forms, checked and confirmed with a saved notice.
import { Alert, Checkbox, Group, Select, SimpleGrid, Stack, Table, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  IconBell,
  IconBrandGithub,
  IconBrandLinkedin,
  IconBrandX,
  IconInfoCircle,
  IconLink,
  IconLock,
  IconUser,
  IconWorld,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/routes';
import { useProfile } from '@/features/account/api/profile';
import { PasswordCard } from '@/features/account/components/password-card';
import { ProfileDetailsForm } from '@/features/account/components/profile-details-form';
import { ProfilePending } from '@/features/account/components/profile-pending';
import { TemplatePage } from '../../components/example-card';
import { SettingsFormCard } from '../components/settings-form-card';
import { BIO_MAX, checkBio, checkBirthDate, checkPhone, checkProfile, checkUrl, type InfoValues, type SocialValues } from '../lib/account-settings';

const TABS = ['general', 'password', 'info', 'social', 'notifications'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

const COUNTRIES = ['de', 'fr', 'pt', 'gb', 'us', 'br', 'ch'] as const;
const EVENTS = ['newRisk', 'overdueAction', 'incidentReported', 'weeklyDigest'] as const;
const CHANNELS = ['email', 'browser', 'app'] as const;

function InfoForm() {
  const { t } = useTranslation('template-charts');
  const [saved, setSaved] = useState(false);
  const message = (key: string | null) => (key ? t(`accountSettings.errors.${key}`, { max: BIO_MAX }) : null);
  const form = useForm<InfoValues>({
    initialValues: { bio: '', birthDate: '', country: 'de', website: '', phone: '' },
    validate: {
      bio: (value) => message(checkBio(value)),
      birthDate: (value) => message(checkBirthDate(value)),
      website: (value) => message(checkUrl(value)),
      phone: (value) => message(checkPhone(value)),
    },
    onValuesChange: () => setSaved(false),
  });
  return (
    <SettingsFormCard
      title={t('accountSettings.info.title')}
      description={t('accountSettings.info.description')}
      saved={saved}
      onSubmit={form.onSubmit(() => setSaved(true))}
      onReset={() => form.reset()}
    >
      <Textarea label={t('accountSettings.info.bio')} autosize minRows={3} description={t('accountSettings.info.bioHint', { max: BIO_MAX })} {...form.getInputProps('bio')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label={t('accountSettings.info.birthDate')} {...form.getInputProps('birthDate')} />
        <Select
          label={t('accountSettings.info.country')}
          data={COUNTRIES.map((code) => ({ value: code, label: t(`accountSettings.countries.${code}`) }))}
          allowDeselect={false}
          {...form.getInputProps('country')}
        />
        <TextInput label={t('accountSettings.info.website')} placeholder="https://" leftSection={<IconWorld size={16} />} {...form.getInputProps('website')} />
        <TextInput label={t('accountSettings.info.phone')} placeholder="+49 30 1234 5678" type="tel" {...form.getInputProps('phone')} />
      </SimpleGrid>
    </SettingsFormCard>
  );
}

function SocialForm() {
  const { t } = useTranslation('template-charts');
  const [saved, setSaved] = useState(false);
  const message = (key: string | null) => (key ? t(`accountSettings.errors.${key}`) : null);
  const form = useForm<SocialValues>({
    initialValues: { twitter: '', linkedin: '', github: '', website: '' },
    validate: {
      twitter: (value) => message(checkProfile('twitter', value)),
      linkedin: (value) => message(checkProfile('linkedin', value)),
      github: (value) => message(checkProfile('github', value)),
      website: (value) => message(checkUrl(value)),
    },
    onValuesChange: () => setSaved(false),
  });
  return (
    <SettingsFormCard
      title={t('accountSettings.social.title')}
      description={t('accountSettings.social.description')}
      saved={saved}
      onSubmit={form.onSubmit(() => setSaved(true))}
      onReset={() => form.reset()}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="X (Twitter)" placeholder="https://x.com/…" leftSection={<IconBrandX size={16} />} {...form.getInputProps('twitter')} />
        <TextInput label="LinkedIn" placeholder="https://linkedin.com/in/…" leftSection={<IconBrandLinkedin size={16} />} {...form.getInputProps('linkedin')} />
        <TextInput label="GitHub" placeholder="https://github.com/…" leftSection={<IconBrandGithub size={16} />} {...form.getInputProps('github')} />
        <TextInput label={t('accountSettings.social.website')} placeholder="https://" leftSection={<IconLink size={16} />} {...form.getInputProps('website')} />
      </SimpleGrid>
    </SettingsFormCard>
  );
}

type Choices = Record<(typeof EVENTS)[number], Record<(typeof CHANNELS)[number], boolean>>;

function NotificationsForm() {
  const { t } = useTranslation('template-charts');
  const [saved, setSaved] = useState(false);
  const [choices, setChoices] = useState<Choices>({
    newRisk: { email: true, browser: true, app: true },
    overdueAction: { email: true, browser: false, app: true },
    incidentReported: { email: true, browser: true, app: false },
    weeklyDigest: { email: false, browser: false, app: false },
  });
  const toggle = (event: (typeof EVENTS)[number], channel: (typeof CHANNELS)[number]) => {
    setSaved(false);
    setChoices((current) => ({ ...current, [event]: { ...current[event], [channel]: !current[event][channel] } }));
  };
  return (
    <SettingsFormCard
      title={t('accountSettings.notifications.title')}
      description={t('accountSettings.notifications.description')}
      saved={saved}
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(true);
      }}
    >
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('accountSettings.notifications.event')}</Table.Th>
              {CHANNELS.map((channel) => (
                <Table.Th key={channel} ta="center">
                  {t(`accountSettings.notifications.channels.${channel}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {EVENTS.map((event) => (
              <Table.Tr key={event}>
                <Table.Td>{t(`accountSettings.notifications.events.${event}`)}</Table.Td>
                {CHANNELS.map((channel) => (
                  <Table.Td key={channel}>
                    <Group justify="center">
                      <Checkbox
                        checked={choices[event][channel]}
                        onChange={() => toggle(event, channel)}
                        aria-label={`${t(`accountSettings.notifications.events.${event}`)} · ${t(`accountSettings.notifications.channels.${channel}`)}`}
                      />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SettingsFormCard>
  );
}

function GeneralTab() {
  const { t } = useTranslation('template-charts');
  const { query, profile } = useProfile();
  return (
    <Stack gap="lg">
      <Alert color="info" variant="light" icon={<IconInfoCircle size={18} />}>
        {t('accountSettings.general.note')}{' '}
        <Text component={Link} to={paths.account} c="primary" inherit fw={600}>
          {t('accountSettings.general.link')}
        </Text>
      </Alert>
      {profile ? <ProfileDetailsForm key={profile.id} profile={profile} /> : <ProfilePending query={query} />}
    </Stack>
  );
}

export function AccountSettingsPage() {
  const { t } = useTranslation('template-charts');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'general';
  const select = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (!isTab(value) || value === 'general') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };
  const icons: Record<Tab, ReactNode> = {
    general: <IconUser size={16} />,
    password: <IconLock size={16} />,
    info: <IconInfoCircle size={16} />,
    social: <IconLink size={16} />,
    notifications: <IconBell size={16} />,
  };
  return (
    <TemplatePage route="tplAccountSettings" description={t('accountSettings.description')}>
      <Tabs value={tab} onChange={select} variant="pills" keepMounted={false}>
        <Tabs.List mb="lg">
          {TABS.map((id) => (
            <Tabs.Tab key={id} value={id} leftSection={icons[id]}>
              {t(`accountSettings.tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="general">
          <GeneralTab />
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <PasswordCard />
        </Tabs.Panel>
        <Tabs.Panel value="info">
          <InfoForm />
        </Tabs.Panel>
        <Tabs.Panel value="social">
          <SocialForm />
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <NotificationsForm />
        </Tabs.Panel>
      </Tabs>
    </TemplatePage>
  );
}
