// /ecommerce/product-detail?id=: one product: picture, price, rating,
// description, stock, quantity, add to cart and wishlist.
import { ActionIcon, Badge, Button, Card, Divider, Grid, Group, NumberInput, Rating, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconHeart, IconHeartFilled, IconShieldCheck, IconShoppingCart, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DetailLoadState } from '@/components/ui/detail-states';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/routes';
import { ApiError } from '@/lib/api-client';
import { useProduct, useShopMutations } from '../api/shop';
import { CartButton } from '../components/cart-button';
import { ProductImage } from '../components/product-image';
import { StockBadge } from '../components/stock-badge';
import { formatPrice, maxQuantity } from '../lib/shop';

const MISSING = { isError: true, error: new ApiError({ status: 404, code: 'SHOP_PRODUCT_NOT_FOUND', message: '' }), refetch: () => undefined };

export function ProductDetailRoute() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const raw = search.get('id');
  const id = raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const product = useProduct(id);
  const { wish, unwish, setQuantity } = useShopMutations();
  const [quantity, setQty] = useState<number | null>(null);
  const back = (
    <Button component={Link} to={paths.shop} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('shop.backToShop')}
    </Button>
  );
  if (!product.data) {
    return (
      <DetailLoadState
        route="shopProduct"
        back={back}
        query={id === null ? MISSING : product}
        notFoundCode="SHOP_PRODUCT_NOT_FOUND"
        texts={{
          notFound: t('shop.notFound'),
          notFoundHint: t('shop.notFoundHint'),
          denied: t('errors.FORBIDDEN'),
          deniedHint: t('shop.notFoundHint'),
          failed: t('shop.loadFailed'),
        }}
      />
    );
  }
  const p = product.data;
  const max = Math.max(1, maxQuantity(p.stock));
  const chosen = quantity ?? Math.max(1, Math.min(p.cartQuantity || 1, max));
  const addToCart = () =>
    setQuantity.mutate(
      { productId: p.id, quantity: chosen },
      { onSuccess: () => notifications.show({ color: 'success', message: t('shop.added', { name: p.name, count: chosen }) }) },
    );

  return (
    <>
      <PageHeader route="shopProduct" actions={<Group gap="sm">{back}<CartButton /></Group>} />
      <Card padding="xl">
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ProductImage image={p.image} name={p.name} height={360} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              <Title order={2} fz={24} data-testid="product-name">
                {p.name}
              </Title>
              <Text c="dimmed">
                {t('shop.by', { brand: p.brand })} · {t(`shop.categories.${p.category}`, { defaultValue: p.category })}
              </Text>
              <Group gap="md">
                <Text fz={26} fw={700} c="primary">
                  {formatPrice(p.price, i18n.language)}
                </Text>
                <Divider orientation="vertical" />
                <Rating value={p.rating} readOnly aria-label={t('shop.rating', { rating: p.rating })} />
              </Group>
              <Group gap="xs">
                <StockBadge stock={p.stock} />
                {p.hasFreeShipping ? (
                  <Badge variant="light" color="info" tt="none" leftSection={<IconTruckDelivery size={12} />}>
                    {t('shop.freeShipping')}
                  </Badge>
                ) : null}
              </Group>
              <Text>{p.description}</Text>
              <Group gap="xs" c="dimmed">
                <IconShieldCheck size={18} aria-hidden />
                <Text size="sm">{t('shop.warranty')}</Text>
              </Group>
              <Divider my="sm" />
              <Group gap="sm" align="flex-end">
                <NumberInput
                  label={t('shop.quantity')}
                  min={1}
                  max={max}
                  w={110}
                  value={chosen}
                  onChange={(value) => setQty(typeof value === 'number' ? Math.max(1, Math.min(max, value)) : 1)}
                  disabled={p.stock === 0}
                />
                <Button
                  leftSection={<IconShoppingCart size={18} />}
                  onClick={addToCart}
                  loading={setQuantity.isPending}
                  disabled={p.stock === 0}
                  data-testid="add-to-cart"
                >
                  {p.isInCart ? t('shop.updateCart') : t('shop.addToCart')}
                </Button>
                <ActionIcon
                  size={36}
                  variant="light"
                  color={p.isInWishlist ? 'danger' : 'gray'}
                  onClick={() => (p.isInWishlist ? unwish.mutate(p.id) : wish.mutate(p.id))}
                  loading={wish.isPending || unwish.isPending}
                  aria-pressed={p.isInWishlist}
                  aria-label={t(p.isInWishlist ? 'shop.unwishNamed' : 'shop.wishNamed', { name: p.name })}
                >
                  {p.isInWishlist ? <IconHeartFilled size={20} /> : <IconHeart size={20} />}
                </ActionIcon>
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
      </Card>
    </>
  );
}
