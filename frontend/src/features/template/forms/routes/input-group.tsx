// /forms/elements/input-group: inputs with left and right sections, text
// addons ($, @, .com, https://), a button addon and combined inputs.
import { ActionIcon, Button, CopyButton, Group, NativeSelect, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconCurrencyEuro, IconMail, IconPhone, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import classes from '../components/addon.module.css';
import { ValuePreview } from '../components/value-preview';

/** A grey text addon glued to one side of an input. */
function Addon({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" fw={500} px={4} style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

const addonClasses = { section: classes.addon, wrapper: classes.wrapper };

export function InputGroupPage() {
  const { t } = useTranslation('template-forms');
  const [site, setSite] = useState('riskhub');
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const [amount, setAmount] = useState('1250');
  const [currency, setCurrency] = useState('EUR');
  const [code, setCode] = useState('+351');
  const [phone, setPhone] = useState('912 345 678');
  const invite = 'https://riskhub.example/invite/7F3KQ';

  return (
    <TemplatePage route="tplInputGroup" description={t('inputGroup.intro')}>
      <ExampleGrid>
        <ExampleCard title={t('inputGroup.text')} description={t('inputGroup.textHint')}>
          <Stack gap="md">
            <TextInput label={t('inputGroup.username')} leftSection={<Addon>@</Addon>} leftSectionWidth={40} classNames={addonClasses} placeholder="a.becker" />
            <TextInput label={t('inputGroup.price')} leftSection={<Addon>$</Addon>} rightSection={<Addon>.00</Addon>} leftSectionWidth={36} rightSectionWidth={44} classNames={addonClasses} placeholder="100" />
            <TextInput
              label={t('inputGroup.website')}
              leftSection={<Addon>https://</Addon>}
              leftSectionWidth={70}
              rightSection={<Addon>.com</Addon>}
              rightSectionWidth={52}
              classNames={addonClasses}
              value={site}
              onChange={(event) => setSite(event.currentTarget.value)}
            />
            <ValuePreview value={`https://${site}.com`} testId="input-group-url" />
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('inputGroup.icons')} description={t('inputGroup.iconsHint')}>
          <Stack gap="md">
            <TextInput label={t('inputGroup.email')} leftSection={<IconMail size={16} />} placeholder="name@company.com" />
            <TextInput label={t('inputGroup.amount')} leftSection={<IconCurrencyEuro size={16} />} rightSection={<Addon>EUR</Addon>} rightSectionWidth={52} classNames={addonClasses} placeholder="0" />
            <TextInput label={t('inputGroup.phone')} leftSection={<IconPhone size={16} />} placeholder="+49 30 1234567" wrapperProps={{ dir: 'ltr' }} />
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('inputGroup.button')} description={t('inputGroup.buttonHint')}>
          <Stack gap="md">
            <form
              onSubmit={(event) => {
                event.preventDefault();
                setSearched(query);
              }}
            >
              <Group gap={0} wrap="nowrap" align="flex-end">
                <TextInput
                  flex={1}
                  label={t('inputGroup.search')}
                  placeholder={t('inputGroup.searchPlaceholder')}
                  value={query}
                  onChange={(event) => setQuery(event.currentTarget.value)}
                  styles={{ input: { borderStartEndRadius: 0, borderEndEndRadius: 0 } }}
                />
                <Button type="submit" leftSection={<IconSearch size={16} />} style={{ borderStartStartRadius: 0, borderEndStartRadius: 0 }}>
                  {t('inputGroup.go')}
                </Button>
              </Group>
            </form>
            <ValuePreview label={t('inputGroup.searchedFor')} value={searched} />
            <TextInput
              label={t('inputGroup.inviteLink')}
              value={invite}
              readOnly
              rightSection={
                <CopyButton value={invite} timeout={1500}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? t('inputGroup.copied') : t('inputGroup.copy')} withArrow>
                      <ActionIcon variant="subtle" color={copied ? 'success' : 'gray'} onClick={copy} aria-label={t('inputGroup.copy')}>
                        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              }
            />
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('inputGroup.combined')} description={t('inputGroup.combinedHint')}>
          <Stack gap="md">
            <TextInput
              label={t('inputGroup.amount')}
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value.replace(/[^\d.,]/g, ''))}
              rightSectionWidth={92}
              rightSection={
                <NativeSelect
                  aria-label={t('inputGroup.currency')}
                  value={currency}
                  onChange={(event) => setCurrency(event.currentTarget.value)}
                  data={['EUR', 'USD', 'BRL', 'GBP']}
                  rightSectionWidth={28}
                  styles={{ input: { fontWeight: 500, borderStartStartRadius: 0, borderEndStartRadius: 0, width: 92, marginInlineEnd: -2 } }}
                />
              }
            />
            <Group gap={0} wrap="nowrap" align="flex-end">
              <NativeSelect
                label={t('inputGroup.phone')}
                w={100}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                data={['+49', '+33', '+351', '+55', '+1']}
                styles={{ input: { borderStartEndRadius: 0, borderEndEndRadius: 0 } }}
              />
              <TextInput
                flex={1}
                aria-label={t('inputGroup.phoneNumber')}
                value={phone}
                onChange={(event) => setPhone(event.currentTarget.value)}
                styles={{ input: { borderStartStartRadius: 0, borderEndStartRadius: 0, borderInlineStart: 0 } }}
              />
            </Group>
            <ValuePreview value={`${amount} ${currency} · ${code} ${phone}`} />
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
