// A titled card, the one the dashboard, the risk and control pages and the
// profile use: an optional icon, the title (an <h2> that names the section),
// an optional count, description, actions or "view all" link, then content.
import { Anchor, Badge, Box, Card, Divider, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

type SectionCardProps = {
  title: ReactNode;
  icon?: Icon;
  /** One line under the title. */
  description?: ReactNode;
  /** A count beside the title. */
  count?: number;
  countColor?: string;
  /** Beside the title, on the right (buttons). */
  actions?: ReactNode;
  /** A "view all" link on the right. */
  link?: { to: string; label: ReactNode };
  /** A rule between the header and the content (lists that run edge to edge). */
  divided?: boolean;
  /** The content gets the card's padding (default); false for tables and lists. */
  padded?: boolean;
  /** Fill the grid cell's height (cards side by side). */
  fill?: boolean;
  /** The title gets the id `<id>-title` (links to the section). */
  id?: string;
  testId?: string;
  children: ReactNode;
};

export function SectionCard({
  title,
  icon: SectionIcon,
  description,
  count,
  countColor = 'gray',
  actions,
  link,
  divided = false,
  padded = true,
  fill = false,
  id,
  testId,
  children,
}: SectionCardProps) {
  const generated = useId();
  const titleId = id ? `${id}-title` : generated;
  return (
    <Card padding={0} component="section" aria-labelledby={titleId} h={fill ? '100%' : undefined} data-testid={testId}>
      <Group justify="space-between" align="flex-start" px="lg" pt={divided ? 'md' : 'lg'} pb="md" gap="sm" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          {SectionIcon ? (
            <ThemeIcon size={30} radius="md" variant="light" color="primary">
              <SectionIcon size={17} stroke={1.7} />
            </ThemeIcon>
          ) : null}
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap" mih={30}>
              <Title order={2} fz={17} id={titleId}>
                {title}
              </Title>
              {count !== undefined ? (
                <Badge variant="light" color={countColor} size="sm" tt="none" circle={count < 10}>
                  {count}
                </Badge>
              ) : null}
            </Group>
            {description ? (
              <Text size="sm" c="dimmed">
                <bdi>{description}</bdi>
              </Text>
            ) : null}
          </Stack>
        </Group>
        {actions}
        {link ? (
          <Anchor component={Link} to={link.to} size="sm" mt={6} style={{ whiteSpace: 'nowrap' }}>
            {link.label}
          </Anchor>
        ) : null}
      </Group>
      {divided ? <Divider /> : null}
      {padded ? (
        <Box px="lg" pb="lg" pt={divided ? 'md' : undefined}>
          {children}
        </Box>
      ) : (
        children
      )}
    </Card>
  );
}
