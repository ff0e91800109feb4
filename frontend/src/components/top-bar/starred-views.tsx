// Starred saved views in the top bar's bookmarks (issue 13), beside the
// starred pages: each opens its list with the view's filters, sort and
// columns; the star takes it out of the bookmarks again.
import { ActionIcon, Box, Text, ThemeIcon } from '@mantine/core';
import { IconLayoutList, IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSavedViewMutations, useStarredViews, viewLink, VIEW_LIST_ROUTES, type SavedView } from '@/lib/saved-views';
import { ROUTES } from '@/config/routes';
import classes from './top-bar-widgets.module.css';

export function StarredViewRows({
  needle,
  onOpen,
  fold,
}: {
  needle: string;
  onOpen: () => void;
  fold: (text: string) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const starred = useStarredViews();
  const { update } = useSavedViewMutations();
  const listTitle = (view: SavedView) => t(ROUTES[VIEW_LIST_ROUTES[view.list]].titleKey);
  const shown = starred.filter((v) => !needle || fold(`${v.name} ${listTitle(v)}`).includes(needle));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <div className={classes.sectionLabel}>
        <span id={id}>{t('views.bookmarks.section')}</span>
      </div>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {shown.map((view) => (
          <li key={view.id} className={classes.bookmarkRow}>
            <Link to={viewLink(view)} className={classes.bookmarkLink} onClick={onOpen}>
              <ThemeIcon size={32} radius="md" variant="light" color="primary" aria-hidden>
                <IconLayoutList size={18} stroke={1.6} />
              </ThemeIcon>
              <Box miw={0}>
                <Text size="sm" fw={500} className={classes.heading} truncate>
                  {view.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {listTitle(view)}
                </Text>
              </Box>
            </Link>
            <ActionIcon
              variant="subtle"
              color="gray"
              radius="xl"
              size={32}
              className={classes.star}
              aria-pressed
              aria-label={t('views.unstarNamed', { name: view.name })}
              onClick={() => update.mutate({ id: view.id, starred: false })}
            >
              <IconStarFilled size={18} />
            </ActionIcon>
          </li>
        ))}
      </Box>
    </section>
  );
}
