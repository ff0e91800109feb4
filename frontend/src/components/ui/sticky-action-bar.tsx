// A bar of actions that sticks to the bottom of the screen while there is
// something to save (the Roles Matrix's "Save changes"). While it shows, it
// publishes how far above the bottom edge it reaches as the CSS variable
// --rh-action-bar-clearance, and the scroll-to-top button (layouts/
// scroll-to-top) floats above it instead of covering its buttons.
import { Paper, type PaperProps } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import classes from './sticky-action-bar.module.css';

const ACTION_BAR_CLEARANCE = '--rh-action-bar-clearance';
/** The gap kept between the bar and what floats above it. */
const GAP = 12;

type StickyActionBarProps = PaperProps & {
  /** Names the bar for screen readers (role region). */
  label: string;
  children: ReactNode;
};

export function StickyActionBar({ label, children, className, ...props }: StickyActionBarProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = document.documentElement;
    const update = () => {
      const bar = ref.current;
      if (!bar) return;
      const top = bar.getBoundingClientRect().top;
      const clearance = top < window.innerHeight ? Math.round(window.innerHeight - top + GAP) : 0;
      root.style.setProperty(ACTION_BAR_CLEARANCE, `${Math.max(0, clearance)}px`);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = new ResizeObserver(update);
    if (ref.current) observer.observe(ref.current);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer.disconnect();
      root.style.removeProperty(ACTION_BAR_CLEARANCE);
    };
  }, []);

  return (
    <Paper
      ref={ref}
      className={[classes.bar, className].filter(Boolean).join(' ')}
      shadow="lg"
      p="md"
      role="region"
      aria-label={label}
      data-sticky-action-bar
      {...props}
    >
      {children}
    </Paper>
  );
}
