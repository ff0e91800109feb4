// The scroll-to-top button: shown once the page scrolled past 160px (spec
// section 9) unless the theme settings hide it; sits at the end edge.
import { ActionIcon, Transition } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TO_TOP_SCROLL, useScrolledPast } from './use-shell-media';
import classes from './scroll-to-top.module.css';

type ScrollToTopProps = {
  hidden: boolean;
  /** Lifted above a sticky footer. */
  raised?: boolean;
};

export function ScrollToTop({ hidden, raised = false }: ScrollToTopProps) {
  const { t } = useTranslation();
  const past = useScrolledPast(SCROLL_TO_TOP_SCROLL);
  const reduceMotion = useReducedMotion();

  return (
    <Transition mounted={past && !hidden} transition="slide-up" duration={180}>
      {(styles) => (
        <ActionIcon
          className={classes.button}
          style={styles}
          data-raised={raised || undefined}
          size={42}
          radius="xl"
          variant="filled"
          aria-label={t('shell.scrollToTop')}
          onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
        >
          <IconArrowUp size={20} stroke={2} aria-hidden />
        </ActionIcon>
      )}
    </Transition>
  );
}
