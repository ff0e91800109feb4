// A product's picture: a local placeholder (no network), a soft gradient
// per category with its icon, so the catalogue reads at a glance offline.
import { Box } from '@mantine/core';
import {
  IconCamera,
  IconDeviceLaptop,
  IconDeviceMobile,
  IconDeviceWatch,
  IconHeadphones,
  IconToolsKitchen2,
  IconShoppingBag,
  type Icon,
} from '@tabler/icons-react';

const LOOKS: Record<string, { icon: Icon; color: string }> = {
  laptops: { icon: IconDeviceLaptop, color: 'primary' },
  phones: { icon: IconDeviceMobile, color: 'info' },
  audio: { icon: IconHeadphones, color: 'success' },
  cameras: { icon: IconCamera, color: 'warning' },
  watches: { icon: IconDeviceWatch, color: 'danger' },
  appliances: { icon: IconToolsKitchen2, color: 'grape' },
};

export function ProductImage({ image, name, height = 180 }: { image: string; name: string; height?: number | string }) {
  const look = LOOKS[image] ?? { icon: IconShoppingBag, color: 'gray' };
  const ProductIcon = look.icon;
  return (
    <Box
      role="img"
      aria-label={name}
      h={height}
      style={{
        display: 'grid',
        placeItems: 'center',
        borderRadius: 'var(--mantine-radius-md)',
        background: `linear-gradient(135deg, var(--mantine-color-${look.color}-light), var(--mantine-color-${look.color}-light-hover))`,
        color: `var(--mantine-color-${look.color}-6)`,
      }}
    >
      <ProductIcon size={typeof height === 'number' ? Math.round(height * 0.42) : 72} stroke={1.2} aria-hidden />
    </Box>
  );
}
