// Full-screen layout without the shell (sign-in and error pages).
import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

export function BlankLayout() {
  return (
    <Box mih="100dvh" bg="var(--rh-page-bg)">
      <Outlet />
    </Box>
  );
}
