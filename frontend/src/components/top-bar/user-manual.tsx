// The user-manual pop-up (spec section 1): a book button, shown when the
// installation names a manual, opens the manual's page in a frame.
import { ActionIcon, Anchor, Button, Group, Modal, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBook2, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/lib/app-config';
import classes from './top-bar-widgets.module.css';

export function UserManualButton() {
  const { t } = useTranslation();
  const { user_manual_url: url } = useAppConfig();
  const [opened, { open, close }] = useDisclosure(false);
  const small = useMediaQuery('(max-width: 48em)');
  if (!url) return null;

  return (
    <>
      <Tooltip label={t('topbar.manual.button')} openDelay={250}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={40}
          radius="xl"
          className={classes.iconButton}
          aria-label={t('topbar.manual.button')}
          aria-haspopup="dialog"
          onClick={open}
        >
          <IconBook2 size={22} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      <Modal
        opened={opened}
        onClose={close}
        title={t('topbar.manual.title')}
        size={1180}
        fullScreen={small}
        radius="lg"
        padding="lg"
        centered
        closeButtonProps={{ 'aria-label': t('topbar.manual.close') }}
        styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <iframe src={url} title={t('topbar.manual.frameTitle')} className={classes.manualFrame} loading="lazy" />
        <Group justify="space-between" mt="md" gap="sm">
          <Anchor
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
          >
            {t('topbar.manual.openInTab')}
            <IconExternalLink size={14} aria-hidden />
          </Anchor>
          <Button onClick={close}>{t('topbar.manual.close')}</Button>
        </Group>
      </Modal>
    </>
  );
}
