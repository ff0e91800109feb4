// /user/account: Edit Profile. The profile card on the left; on the right
// tabs (kept in ?tab=) for the account (picture, name, language), security
// (password) and appearance (theme settings).
import { Grid, Tabs } from '@mantine/core';
import { IconLock, IconPalette, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useProfile } from '../api/profile';
import { LanguageCard } from '../components/language-card';
import { PasswordCard } from '../components/password-card';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { ProfilePending } from '../components/profile-pending';
import { ProfileSummaryCard } from '../components/profile-summary-card';
import { SessionsCard } from '../components/sessions-card';
import { ThemeCard } from '../components/theme-card';

const TABS = ['account', 'security', 'appearance'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export function ProfileRoute() {
  const { t } = useTranslation();
  const { query, profile } = useProfile();
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'account';

  const selectTab = (value: string | null) => {
    const next = new URLSearchParams(search);
    if (!isTab(value) || value === 'account') next.delete('tab');
    else next.set('tab', value);
    setSearch(next, { replace: true });
  };

  let content;
  if (!profile) {
    content = <ProfilePending query={query} />;
  } else {
    content = (
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ProfileSummaryCard profile={profile} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Tabs value={tab} onChange={selectTab} variant="pills" keepMounted={false}>
            <Tabs.List mb="lg">
              <Tabs.Tab value="account" leftSection={<IconUser size={16} />}>
                {t('profile.tabs.account')}
              </Tabs.Tab>
              <Tabs.Tab value="security" leftSection={<IconLock size={16} />}>
                {t('profile.tabs.security')}
              </Tabs.Tab>
              <Tabs.Tab value="appearance" leftSection={<IconPalette size={16} />}>
                {t('profile.tabs.appearance')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="account">
              <ProfileDetailsForm key={profile.id} profile={profile} />
              <div style={{ height: 'var(--mantine-spacing-lg)' }} />
              <LanguageCard />
            </Tabs.Panel>
            <Tabs.Panel value="security">
              <PasswordCard />
              <div style={{ height: 'var(--mantine-spacing-lg)' }} />
              <SessionsCard />
            </Tabs.Panel>
            <Tabs.Panel value="appearance">
              <ThemeCard />
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <>
      <PageHeader route="account" description={t('profile.subtitle')} />
      {content}
    </>
  );
}
