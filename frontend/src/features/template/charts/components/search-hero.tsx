// The tinted banner over the FAQ and the knowledge base: a title, one line
// and a large search box; below it what the page says about the search
// (e.g. how many questions it found).
import { Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type SearchHeroProps = {
  title: string;
  subtitle: string;
  /** The search box's placeholder and accessible name. */
  searchLabel: string;
  query: string;
  onQueryChange: (query: string) => void;
  children?: ReactNode;
};

export function SearchHero({ title, subtitle, searchLabel, query, onQueryChange, children }: SearchHeroProps) {
  return (
    <Card p="xl" style={{ background: 'light-dark(var(--mantine-color-primary-0), rgba(115, 103, 240, 0.16))', boxShadow: 'none' }}>
      <Stack align="center" gap="xs" ta="center" py="md">
        <Title order={2} c="primary">
          {title}
        </Title>
        <Text c="dimmed">{subtitle}</Text>
        <TextInput
          w="100%"
          maw={520}
          mt="sm"
          size="md"
          leftSection={<IconSearch size={18} />}
          placeholder={searchLabel}
          aria-label={searchLabel}
          value={query}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
        />
        {children}
      </Stack>
    </Card>
  );
}
