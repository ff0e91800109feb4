// The shrinking bar under a toast's message: it runs for the toast's
// auto-close time (a CSS animation, so it costs no re-renders).
import { Box } from '@mantine/core';
import classes from './toast-progress.module.css';

export function ToastProgress({ duration, color }: { duration: number; color: string }) {
  return (
    <Box className={classes.track} role="presentation">
      <Box
        className={classes.bar}
        style={{ animationDuration: `${duration}ms`, backgroundColor: `var(--mantine-color-${color}-filled)` }}
      />
    </Box>
  );
}
