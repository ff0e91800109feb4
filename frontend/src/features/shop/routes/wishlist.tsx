// /ecommerce/wishlist: the signed-in user's wished products, newest first,
// paged on the server; each can go to the cart or leave the list.
import { Button, Card, SimpleGrid, Skeleton } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ListFooter } from '@/components/ui/list-footer';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/routes';
import { errorMessage } from '@/lib/api-client';
import { useWishlist } from '../api/shop';
import { CartButton } from '../components/cart-button';
import { ProductCard } from '../components/product-card';
import { SHOP_PAGE_SIZES } from '../lib/shop';

export function WishlistRoute() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(SHOP_PAGE_SIZES[0]);
  const wishlist = useWishlist(page, perPage);
  const rows = wishlist.data?.data ?? [];
  const total = wishlist.data?.total ?? 0;
  // The last item of a page removed: show the page before.
  if (wishlist.data && rows.length === 0 && page > 1) setPage(page - 1);

  return (
    <>
      <PageHeader route="shopWishlist" description={t('shop.wishlist.subtitle', { count: total })} actions={<CartButton />} />
      {wishlist.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="lg">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={340} radius="md" />
          ))}
        </SimpleGrid>
      ) : wishlist.isError && rows.length === 0 ? (
        <EmptyState icon={IconHeart} title={t('shop.loadFailed')} description={errorMessage(wishlist.error)} />
      ) : rows.length === 0 ? (
        <EmptyState icon={IconHeart} title={t('shop.wishlist.empty')} description={t('shop.wishlist.emptyHint')}>
          <Button component={Link} to={paths.shop}>
            {t('shop.backToShop')}
          </Button>
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="lg" data-testid="wishlist-grid">
          {rows.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </SimpleGrid>
      )}
      <Card padding={0} mt="lg">
        <ListFooter
          page={page}
          perPage={perPage}
          total={total}
          perPageOptions={SHOP_PAGE_SIZES}
          onPageChange={setPage}
          onPerPageChange={(next) => {
            setPerPage(next);
            setPage(1);
          }}
        />
      </Card>
    </>
  );
}
