// One product of the catalogue or the wishlist: picture, rating, name,
// brand, price, free shipping, stock, and the wishlist / cart buttons (no
// adding past the stock). `list` lays
// it out in a row with the description.
import { ActionIcon, Anchor, Badge, Button, Card, Group, Rating, Stack, Text, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconShoppingCart, IconShoppingCartCheck, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/routes';
import type { Product } from '../api/shop';
import { useShopMutations } from '../api/shop';
import { formatPrice, maxQuantity } from '../lib/shop';
import { ProductImage } from './product-image';
import { StockBadge } from './stock-badge';

export function ProductCard({ product, layout = 'grid' }: { product: Product; layout?: 'grid' | 'list' }) {
  const { t, i18n } = useTranslation();
  const { wish, unwish, setQuantity } = useShopMutations();
  const link = `${paths.shopProduct}?id=${product.id}`;
  const wishing = wish.isPending || unwish.isPending;
  const toggleWish = () => (product.isInWishlist ? unwish.mutate(product.id) : wish.mutate(product.id));
  const addToCart = () => setQuantity.mutate({ productId: product.id, quantity: Math.max(1, product.cartQuantity + 1) });
  const list = layout === 'list';

  const actions = (
    <Group gap="xs" wrap="nowrap" mt={list ? 0 : 'auto'}>
      <Tooltip label={t(product.isInWishlist ? 'shop.unwish' : 'shop.wish')}>
        <ActionIcon
          variant="light"
          color={product.isInWishlist ? 'danger' : 'gray'}
          size="lg"
          onClick={toggleWish}
          loading={wishing}
          aria-pressed={product.isInWishlist}
          aria-label={t(product.isInWishlist ? 'shop.unwishNamed' : 'shop.wishNamed', { name: product.name })}
        >
          {product.isInWishlist ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
        </ActionIcon>
      </Tooltip>
      <Button
        flex={1}
        variant={product.isInCart ? 'light' : 'filled'}
        leftSection={product.isInCart ? <IconShoppingCartCheck size={16} /> : <IconShoppingCart size={16} />}
        onClick={addToCart}
        loading={setQuantity.isPending}
        disabled={product.cartQuantity >= maxQuantity(product.stock)}
        aria-label={t('shop.addNamed', { name: product.name })}
      >
        {product.isInCart ? t('shop.inCart', { count: product.cartQuantity }) : t('shop.addToCart')}
      </Button>
    </Group>
  );

  return (
    <Card padding="md" data-testid="product-card" h="100%">
      <Group align="stretch" gap="md" wrap={list ? 'nowrap' : 'wrap'} h="100%" style={{ flexDirection: list ? 'row' : 'column' }}>
        <Anchor component={Link} to={link} w={list ? 200 : '100%'} style={{ flexShrink: 0 }} aria-label={product.name}>
          <ProductImage image={product.image} name={product.name} height={list ? 150 : 170} />
        </Anchor>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Rating value={product.rating} readOnly size="xs" aria-label={t('shop.rating', { rating: product.rating })} />
            <Text fw={700} c="primary">
              {formatPrice(product.price, i18n.language)}
            </Text>
          </Group>
          <Anchor component={Link} to={link} fw={600} c="var(--rh-heading-color)" lineClamp={1}>
            {product.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('shop.by', { brand: product.brand })}
          </Text>
          {list ? (
            <Text size="sm" lineClamp={2}>
              {product.description}
            </Text>
          ) : null}
          <Group gap={6} mb={4}>
            {product.hasFreeShipping ? (
              <Badge variant="light" color="success" tt="none" leftSection={<IconTruckDelivery size={12} />}>
                {t('shop.freeShipping')}
              </Badge>
            ) : null}
            <StockBadge stock={product.stock} />
          </Group>
          {actions}
        </Stack>
      </Group>
    </Card>
  );
}
