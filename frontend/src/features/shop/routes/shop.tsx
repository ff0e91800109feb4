// /ecommerce/shop: the catalogue with a filter sidebar, search, sort, a
// grid/list switch and server paging (all kept in the URL).
import { Card, Grid, Group, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconList, IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ListFooter } from '@/components/ui/list-footer';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { errorMessage } from '@/lib/api-client';
import { useProducts } from '../api/shop';
import { CartButton } from '../components/cart-button';
import { ProductCard } from '../components/product-card';
import { ShopFilters } from '../components/shop-filters';
import { SHOP_PAGE_SIZES, SORTS, patchShopState, readShopState, shopQuery, writeShopState, type ShopState } from '../lib/shop';

export function ShopRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const state = readShopState(search);
  const products = useProducts(shopQuery(state));
  const update = (changes: Partial<ShopState>, replace = false) =>
    setSearch((current) => writeShopState(patchShopState(readShopState(current), changes)), { replace });
  const rows = products.data?.data ?? [];
  const total = products.data?.total ?? 0;

  return (
    <>
      <PageHeader route="shop" description={t('shop.subtitle')} actions={<CartButton />} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <ShopFilters
            state={state}
            categories={products.data?.categories ?? []}
            brands={products.data?.brands ?? []}
            onChange={(changes) => update(changes)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="lg">
            <Card padding="md">
              <Group justify="space-between" gap="sm">
                <SearchInput
                  value={state.q}
                  onSearch={(q) => update({ q }, true)}
                  placeholder={t('shop.search')}
                  w={{ base: '100%', sm: 300 }}
                />
                <Group gap="sm">
                  <Text size="sm" c="dimmed" data-testid="shop-results">
                    {t('shop.results', { count: total })}
                  </Text>
                  <Select
                    aria-label={t('shop.sort.label')}
                    w={180}
                    data={SORTS.map((value) => ({ value, label: t(`shop.sort.${value}`) }))}
                    value={state.sort}
                    onChange={(value) => value && update({ sort: value as ShopState['sort'] })}
                    allowDeselect={false}
                  />
                  <SegmentedControl
                    aria-label={t('shop.view.label')}
                    value={state.view}
                    onChange={(value) => update({ view: value as ShopState['view'] })}
                    data={[
                      {
                        value: 'grid',
                        label: (
                          <>
                            <IconLayoutGrid size={16} aria-hidden />
                            <VisuallyHidden>{t('shop.view.grid')}</VisuallyHidden>
                          </>
                        ),
                      },
                      {
                        value: 'list',
                        label: (
                          <>
                            <IconList size={16} aria-hidden />
                            <VisuallyHidden>{t('shop.view.list')}</VisuallyHidden>
                          </>
                        ),
                      },
                    ]}
                  />
                </Group>
              </Group>
            </Card>
            {products.isPending ? (
              <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} height={340} radius="md" />
                ))}
              </SimpleGrid>
            ) : products.isError && rows.length === 0 ? (
              <EmptyState icon={IconShoppingBag} title={t('shop.loadFailed')} description={errorMessage(products.error)} />
            ) : rows.length === 0 ? (
              <EmptyState icon={IconShoppingBag} title={t('shop.empty')} description={t('shop.emptyHint')} />
            ) : state.view === 'grid' ? (
              <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg" style={{ opacity: products.isPlaceholderData ? 0.6 : 1 }}>
                {rows.map((product) => (
                  <ProductCard key={product.id} product={product} />
                ))}
              </SimpleGrid>
            ) : (
              <Stack gap="md" style={{ opacity: products.isPlaceholderData ? 0.6 : 1 }}>
                {rows.map((product) => (
                  <ProductCard key={product.id} product={product} layout="list" />
                ))}
              </Stack>
            )}
            <Card padding={0}>
              <ListFooter
                page={state.page}
                perPage={state.perPage}
                total={total}
                perPageOptions={SHOP_PAGE_SIZES}
                onPageChange={(page) => update({ page })}
                onPerPageChange={(perPage) => update({ perPage })}
              />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
