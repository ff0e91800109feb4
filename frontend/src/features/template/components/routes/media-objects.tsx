// /components/media-objects: a picture (drawn, or initials) beside text - on
// the left, on the right, on top, nested comments and a list.
import { Anchor, Avatar, Box, Button, Divider, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { SlideArt } from '../components/slide-art';
import type { ThemeColor } from '../lib/demo';

function Media({ aside, children, side = 'left', align = 'flex-start' }: { aside: ReactNode; children: ReactNode; side?: 'left' | 'right'; align?: 'flex-start' | 'center' }) {
  return (
    <Group gap="md" wrap="nowrap" align={align} style={{ flexDirection: side === 'right' ? 'row-reverse' : 'row' }}>
      <Box style={{ flexShrink: 0 }}>{aside}</Box>
      <Box style={{ minWidth: 0, flex: 1 }}>{children}</Box>
    </Group>
  );
}

function Thumb({ color, pattern = 0 }: { color: ThemeColor; pattern?: number }) {
  return (
    <Box w={72}>
      <SlideArt color={color} pattern={pattern} height={72} />
    </Box>
  );
}

type Comment = { name: string; color: ThemeColor; key: string; replies?: Comment[] };

const THREAD: Comment[] = [
  {
    name: 'Ana Lima',
    color: 'primary',
    key: 'c1',
    replies: [
      { name: 'Jonas Weber', color: 'success', key: 'c2', replies: [{ name: 'Ana Lima', color: 'primary', key: 'c3' }] },
    ],
  },
  { name: 'Claire Martin', color: 'info', key: 'c4' },
];

function CommentView({ comment, extra }: { comment: Comment; extra: Record<string, string[]> }) {
  const { t } = useTranslation('template-components');
  return (
    <Media aside={<Avatar name={comment.name} color={comment.color} radius="xl" />}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {comment.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`media.comments.${comment.key}.when`)}
        </Text>
      </Group>
      <Text size="sm" mt={2}>
        {t(`media.comments.${comment.key}.text`)}
      </Text>
      {(comment.replies ?? []).map((reply) => (
        <Box key={reply.key} mt="md">
          <CommentView comment={reply} extra={extra} />
        </Box>
      ))}
      {(extra[comment.key] ?? []).map((text, i) => (
        <Box key={i} mt="md">
          <Media aside={<Avatar color="warning" radius="xl" aria-hidden />}>
            <Text size="sm" fw={600}>
              {t('media.comments.you')}
            </Text>
            <Text size="sm" mt={2}>
              {text}
            </Text>
          </Media>
        </Box>
      ))}
    </Media>
  );
}

export function MediaObjectsPage() {
  const { t } = useTranslation('template-components');
  const [draft, setDraft] = useState('');
  const [extra, setExtra] = useState<Record<string, string[]>>({});

  return (
    <TemplatePage route="tplMediaObjects" description={t('media.description')}>
      <ExampleGrid>
        <ExampleCard title={t('media.left.title')} description={t('media.left.description')}>
          <Stack gap="lg">
            <Media aside={<Thumb color="primary" />}>
              <Text fw={600}>{t('media.items.one.title')}</Text>
              <Text size="sm" c="dimmed">
                {t('media.items.one.text')}
              </Text>
            </Media>
            <Media aside={<Avatar name="Kenji Sato" color="success" size="lg" radius="xl" />} align="center">
              <Text fw={600}>Kenji Sato</Text>
              <Text size="sm" c="dimmed">
                {t('media.items.two.text')}
              </Text>
            </Media>
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('media.right.title')} description={t('media.right.description')}>
          <Stack gap="lg">
            <Media side="right" aside={<Thumb color="danger" pattern={1} />}>
              <Text fw={600}>{t('media.items.three.title')}</Text>
              <Text size="sm" c="dimmed">
                {t('media.items.three.text')}
              </Text>
            </Media>
            <Media side="right" aside={<Avatar name="Maria Costa" color="info" size="lg" radius="md" />} align="center">
              <Text fw={600}>Maria Costa</Text>
              <Text size="sm" c="dimmed">
                {t('media.items.two.text')}
              </Text>
            </Media>
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('media.top.title')} description={t('media.top.description')}>
          <Group grow align="flex-start" gap="md">
            {(['success', 'warning'] as const).map((color, i) => (
              <Stack key={color} gap="xs">
                <SlideArt color={color} pattern={i + 2} height={110} />
                <Text fw={600}>{t(`media.top.card${i + 1}`)}</Text>
                <Text size="sm" c="dimmed" lineClamp={3}>
                  {t('media.items.one.text')}
                </Text>
                <Anchor size="sm" href="#" onClick={(e) => e.preventDefault()}>
                  {t('media.top.read')}
                </Anchor>
              </Stack>
            ))}
          </Group>
        </ExampleCard>

        <ExampleCard title={t('media.list.title')} description={t('media.list.description')}>
          <Stack gap={0}>
            {(['primary', 'success', 'warning', 'info'] as const).map((color, i) => (
              <Box key={color}>
                {i > 0 ? <Divider my="sm" /> : null}
                <Media aside={<Thumb color={color} pattern={i} />} align="center">
                  <Group justify="space-between" wrap="nowrap">
                    <Box style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm" truncate>
                        {t(`media.list.items.${i}`)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('media.list.meta', { n: (i + 1) * 3 })}
                      </Text>
                    </Box>
                  </Group>
                </Media>
              </Box>
            ))}
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('media.nested.title')} description={t('media.nested.description')} testId="media-comments">
          <Stack gap="lg">
            {THREAD.map((comment) => (
              <CommentView key={comment.key} comment={comment} extra={extra} />
            ))}
            <Divider />
            <form
              onSubmit={(e) => {
                e.preventDefault();
                const text = draft.trim();
                if (!text) return;
                setExtra((current) => ({ ...current, c4: [...(current.c4 ?? []), text] }));
                setDraft('');
              }}
            >
              <Media aside={<Avatar color="warning" radius="xl" aria-hidden />}>
                <Textarea
                  placeholder={t('media.nested.placeholder')}
                  aria-label={t('media.nested.placeholder')}
                  autosize
                  minRows={2}
                  value={draft}
                  onChange={(e) => setDraft(e.currentTarget.value)}
                />
                <Group justify="flex-end" mt="xs">
                  <Button type="submit" size="xs" disabled={!draft.trim()}>
                    {t('media.nested.reply')}
                  </Button>
                </Group>
              </Media>
            </form>
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
