// /cards/basic: content cards, image cards (SVG illustrations), a card with a
// header and footer, a list-group card, text alignment and coloured cards.
import { Avatar, Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBookmark, IconHeart, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplatePage } from '../../components/example-card';
import { Illustration } from '../components/illustration';

const COLORED = ['primary', 'success', 'danger', 'warning', 'info', 'dark'] as const;

/** The filled colour of a card; the dark one is lifted off the dark card colour in dark mode. */
const fill = (color: string) =>
  color === 'dark' ? 'light-dark(var(--mantine-color-dark-filled), var(--mantine-color-dark-4))' : `var(--mantine-color-${color}-filled)`;
const edge = (color: string) =>
  color === 'dark' ? 'light-dark(var(--mantine-color-dark-filled), var(--mantine-color-dark-2))' : `var(--mantine-color-${color}-filled)`;

function SectionTitle({ children }: { children: string }) {
  return (
    <Title order={2} size="h4" mt="md" mb="sm">
      {children}
    </Title>
  );
}

export function CardsBasicPage() {
  const { t } = useTranslation('template-ui-kit');
  const [liked, setLiked] = useState(false);
  const [saved, setSaved] = useState(false);
  const list = t('cardsBasic.listItems', { returnObjects: true }) as string[];
  return (
    <TemplatePage route="tplCardsBasic" description={t('cardsBasic.description')}>
      <SectionTitle>{t('cardsBasic.content')}</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <Card>
          <Title order={3} size="h5" mb={6}>
            {t('cardsBasic.cardTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('cardsBasic.cardSubtitle')}
          </Text>
          <Text size="sm" mb="md">
            {t('cardsBasic.cardText')}
          </Text>
          <Group gap="xs" mt="auto">
            <Button variant="subtle" size="compact-sm" rightSection={<IconArrowRight size={14} />}>
              {t('cardsBasic.readMore')}
            </Button>
          </Group>
        </Card>
        <Card padding={0}>
          <Illustration kind="landscape" label={t('cardsBasic.imageAlt')} />
          <Stack p="lg" gap={6}>
            <Title order={3} size="h5">
              {t('cardsBasic.imageTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('cardsBasic.imageText')}
            </Text>
            <Group gap="xs" mt="xs">
              <Button
                variant={liked ? 'filled' : 'light'}
                color="danger"
                size="compact-sm"
                leftSection={<IconHeart size={14} />}
                onClick={() => setLiked((v) => !v)}
                aria-pressed={liked}
              >
                {liked ? 124 : 123}
              </Button>
              <Button
                variant={saved ? 'filled' : 'light'}
                size="compact-sm"
                leftSection={<IconBookmark size={14} />}
                onClick={() => setSaved((v) => !v)}
                aria-pressed={saved}
              >
                {saved ? t('cardsBasic.saved') : t('cardsBasic.save')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <Card padding={0}>
          <Stack p="lg" gap={6}>
            <Group justify="space-between">
              <Badge variant="light" color="success">
                {t('cardsBasic.tag')}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('cardsBasic.minutes')}
              </Text>
            </Group>
            <Title order={3} size="h5">
              {t('cardsBasic.imageBottomTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('cardsBasic.imageBottomText')}
            </Text>
          </Stack>
          <Illustration kind="analytics" label={t('cardsBasic.chartAlt')} />
        </Card>
      </SimpleGrid>

      <SectionTitle>{t('cardsBasic.structure')}</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <Card padding={0}>
          <Group justify="space-between" px="lg" py="md">
            <Text fw={600}>{t('cardsBasic.header')}</Text>
            <Badge variant="light">{t('cardsBasic.new')}</Badge>
          </Group>
          <Divider />
          <Text size="sm" p="lg">
            {t('cardsBasic.cardText')}
          </Text>
          <Divider mt="auto" />
          <Group justify="space-between" px="lg" py="sm">
            <Text size="xs" c="dimmed">
              {t('cardsBasic.updated')}
            </Text>
            <Button size="compact-sm" variant="light" leftSection={<IconShare size={14} />}>
              {t('cardsBasic.share')}
            </Button>
          </Group>
        </Card>
        <Card padding={0}>
          <Text fw={600} px="lg" py="md">
            {t('cardsBasic.listTitle')}
          </Text>
          <Divider />
          <Stack gap={0}>
            {list.map((item, i) => (
              <Group
                key={item}
                justify="space-between"
                px="lg"
                py="sm"
                style={{ borderBottom: i < list.length - 1 ? '1px solid var(--mantine-color-default-border)' : undefined }}
              >
                <Group gap="sm">
                  <Avatar size="sm" color={COLORED[i % COLORED.length]} radius="50%">
                    {item.slice(0, 1)}
                  </Avatar>
                  <Text size="sm">{item}</Text>
                </Group>
                <Badge size="sm" variant="light" color={COLORED[i % COLORED.length]}>
                  {(i + 1) * 7}
                </Badge>
              </Group>
            ))}
          </Stack>
        </Card>
        <Card padding={0}>
          <Illustration kind="pattern" height={120} label={t('cardsBasic.patternAlt')} />
          <Stack p="lg" gap="xs" align="center">
            <Avatar size={64} color="primary" radius="50%" mt={-48} style={{ border: '4px solid var(--mantine-color-body)' }}>
              AK
            </Avatar>
            <Text fw={600}>{t('cardsBasic.person')}</Text>
            <Text size="sm" c="dimmed">
              {t('cardsBasic.role')}
            </Text>
            <Group gap="xl" mt="xs">
              {(['followers', 'projects', 'risks'] as const).map((k, i) => (
                <Stack key={k} gap={0} align="center">
                  <Text fw={700}>{[184, 32, 12][i]}</Text>
                  <Text size="xs" c="dimmed">
                    {t(`cardsBasic.${k}`)}
                  </Text>
                </Stack>
              ))}
            </Group>
          </Stack>
        </Card>
      </SimpleGrid>

      <SectionTitle>{t('cardsBasic.alignment')}</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {(['start', 'center', 'end'] as const).map((align) => (
          <Card key={align}>
            <Stack gap="xs" align={align === 'start' ? 'flex-start' : align === 'end' ? 'flex-end' : 'center'}>
              <Title order={3} size="h5" ta={align}>
                {t(`cardsBasic.align.${align}`)}
              </Title>
              <Text size="sm" c="dimmed" ta={align}>
                {t('cardsBasic.alignText')}
              </Text>
              <Button size="xs" mt="xs">
                {t('cardsBasic.goSomewhere')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>

      <SectionTitle>{t('cardsBasic.colored')}</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {COLORED.map((color) => (
          <Card key={color} bg={fill(color)} c="white">
            <Text fw={600} size="lg" inherit>
              {t(`colorNames.${color}`)}
            </Text>
            <Text size="sm" mt={6} inherit opacity={0.9}>
              {t('cardsBasic.coloredText')}
            </Text>
          </Card>
        ))}
        {COLORED.map((color) => (
          <Card
            key={`border-${color}`}
            style={{ border: `1px solid ${edge(color)}`, borderBottomWidth: 4 }}
          >
            <Text fw={600} c={color === 'dark' ? undefined : `var(--mantine-color-${color}-light-color)`}>
              {t('cardsBasic.borderTitle', { color: t(`colorNames.${color}`) })}
            </Text>
            <Text size="sm" mt={6} c="dimmed">
              {t('cardsBasic.borderText')}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </TemplatePage>
  );
}
