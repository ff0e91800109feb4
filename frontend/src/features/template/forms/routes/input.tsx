// /forms/elements/input: TextInput variants and sizes, icons, a floating
// label, a password with a strength meter, states and descriptions.
import { Box, Group, PasswordInput, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconAt, IconCheck, IconLock, IconSearch, IconUser, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { ValuePreview } from '../components/value-preview';
import { PASSWORD_RULES, passwordStrength, strengthColor } from '../lib/password-strength';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** A label that sits in the field while it is empty and floats above it on focus or once filled. */
function FloatingInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const [focused, setFocused] = useState(false);
  const floating = focused || value.length > 0;
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      mt="md"
      styles={{
        root: { position: 'relative' },
        label: {
          position: 'absolute',
          zIndex: 2,
          insetInlineStart: 12,
          top: floating ? -9 : 9,
          fontSize: floating ? 'var(--mantine-font-size-xs)' : 'var(--mantine-font-size-sm)',
          color: floating ? 'var(--mantine-color-primary-filled)' : 'var(--mantine-color-dimmed)',
          background: floating ? 'var(--mantine-color-body)' : 'transparent',
          paddingInline: 4,
          pointerEvents: 'none',
          transition: 'all 150ms ease',
        },
        input: { height: 42 },
      }}
    />
  );
}

export function InputPage() {
  const { t } = useTranslation('template-forms');
  const [name, setName] = useState('');
  const [floating, setFloating] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('not-an-email');
  const score = passwordStrength(password);
  const emailError = email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? t('input.emailError') : undefined;

  return (
    <TemplatePage route="tplInput" description={t('input.intro')}>
      <ExampleGrid>
        <ExampleCard title={t('input.variants')} description={t('input.variantsHint')}>
          <Stack gap="md">
            <TextInput label={t('input.default')} placeholder={t('input.placeholder')} value={name} onChange={(event) => setName(event.currentTarget.value)} />
            <TextInput label={t('input.filled')} variant="filled" placeholder={t('input.placeholder')} />
            <TextInput label={t('input.unstyled')} variant="unstyled" placeholder={t('input.unstyledPlaceholder')} />
            <ValuePreview value={name} testId="input-value" />
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('input.sizes')} description={t('input.sizesHint')}>
          <Stack gap="sm">
            {SIZES.map((size) => (
              <TextInput key={size} size={size} placeholder={`${t('input.size')} ${size}`} aria-label={`${t('input.size')} ${size}`} />
            ))}
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('input.icons')} description={t('input.iconsHint')}>
          <Stack gap="md">
            <TextInput label={t('input.username')} leftSection={<IconUser size={16} />} placeholder="a.becker" />
            <TextInput label={t('input.email')} leftSection={<IconAt size={16} />} placeholder="name@company.com" type="email" />
            <TextInput label={t('input.search')} rightSection={<IconSearch size={16} />} placeholder={t('input.searchPlaceholder')} radius="xl" />
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('input.floating')} description={t('input.floatingHint')}>
          <FloatingInput label={t('input.fullName')} value={floating} onChange={setFloating} />
          <ValuePreview value={floating} />
        </ExampleCard>
        <ExampleCard title={t('input.password')} description={t('input.passwordHint')}>
          <PasswordInput
            label={t('input.passwordLabel')}
            leftSection={<IconLock size={16} />}
            placeholder={t('input.passwordPlaceholder')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Box mt="sm">
            <Progress value={score} color={strengthColor(score)} size="sm" aria-label={t('input.strength')} />
            <Text size="xs" c="dimmed" mt={4} data-testid="password-strength">
              {t('input.strength')}: {score}%
            </Text>
            <Stack gap={4} mt="sm">
              {PASSWORD_RULES.map((rule) => (
                <Group key={rule.key} gap={6} c={rule.test(password) ? 'success' : 'dimmed'}>
                  {rule.test(password) ? <IconCheck size={14} /> : <IconX size={14} />}
                  <Text size="sm">{t(`input.rules.${rule.key}`)}</Text>
                </Group>
              ))}
            </Stack>
          </Box>
        </ExampleCard>
        <ExampleCard title={t('input.states')} description={t('input.statesHint')}>
          <Stack gap="md">
            <TextInput label={t('input.email')} value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={emailError} withAsterisk />
            <TextInput label={t('input.disabled')} value={t('input.disabledValue')} disabled />
            <TextInput label={t('input.readOnly')} value="RH-2026-0042" readOnly />
            <TextInput label={t('input.withDescription')} description={t('input.descriptionText')} placeholder="ACME-EU" />
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
