// The catalogue's filter sidebar: category, price band, brands, rating.
import { Button, Card, Checkbox, Divider, Radio, Rating, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRICE_BANDS, type ShopState } from '../lib/shop';

type Props = {
  state: ShopState;
  categories: string[];
  brands: string[];
  onChange: (changes: Partial<ShopState>) => void;
};

export function ShopFilters({ state, categories, brands, onChange }: Props) {
  const { t } = useTranslation();
  const filtered = Boolean(state.category || state.brands.length || state.price !== 'all' || state.rating);
  return (
    <Card padding="lg" component="aside" aria-label={t('list.filters')}>
      <Title order={2} fz={18} mb="md">
        {t('list.filters')}
      </Title>
      <Stack gap="lg">
        <Radio.Group label={t('shop.filters.category')} value={state.category || '__all'} onChange={(value) => onChange({ category: value === '__all' ? '' : value })}>
          <Stack gap={8} mt={8}>
            <Radio value="__all" label={t('shop.filters.allCategories')} />
            {categories.map((category) => (
              <Radio key={category} value={category} label={t(`shop.categories.${category}`, { defaultValue: category })} />
            ))}
          </Stack>
        </Radio.Group>
        <Divider />
        <Radio.Group label={t('shop.filters.price')} value={state.price} onChange={(value) => onChange({ price: value as ShopState['price'] })}>
          <Stack gap={8} mt={8}>
            {PRICE_BANDS.map(([key]) => (
              <Radio key={key} value={key} label={t(`shop.filters.prices.${key}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Divider />
        <Checkbox.Group label={t('shop.filters.brands')} value={state.brands} onChange={(value) => onChange({ brands: value })}>
          <Stack gap={8} mt={8}>
            {brands.map((brand) => (
              <Checkbox key={brand} value={brand} label={brand} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Divider />
        <Radio.Group
          label={t('shop.filters.rating')}
          value={String(state.rating)}
          onChange={(value) => onChange({ rating: Number(value) })}
        >
          <Stack gap={8} mt={8}>
            <Radio value="0" label={t('shop.filters.anyRating')} />
            {[4, 3, 2].map((stars) => (
              <Radio
                key={stars}
                value={String(stars)}
                aria-label={t('shop.filters.atLeast', { count: stars })}
                label={
                  <Text component="span" size="sm" style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                    <Rating value={stars} readOnly size="xs" />
                    {t('shop.filters.andUp')}
                  </Text>
                }
              />
            ))}
          </Stack>
        </Radio.Group>
        {filtered ? (
          <Button variant="light" onClick={() => onChange({ category: '', brands: [], price: 'all', rating: 0 })}>
            {t('list.clearFilters')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
