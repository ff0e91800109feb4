// A product's picture (served by the SPA), on a soft tile in both schemes.
import { Box, Image } from '@mantine/core';

export function ProductImage({ src, alt, size }: { src: string; alt: string; size: number }) {
  return (
    <Box
      w={size}
      h={size}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
      }}
    >
      <Image src={src} alt={alt} w={size * 0.72} h={size * 0.72} fit="contain" loading="lazy" />
    </Box>
  );
}
