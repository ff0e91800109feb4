// The add / edit side drawer (spec section 5): name, category, order status
// and price are required and show the red 'Required' tag when missing (on
// save, and as soon as an edited field becomes empty); popularity previews
// its colour; the picture is one of the category's.
import { Button, Drawer, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { isApiError } from '@/lib/api-client';
import { useAddProduct, useUpdateProduct } from '../api/products';
import { CATEGORIES, ORDER_STATUSES, type Product } from '../api/types';
import { popularityColor } from '../lib/popularity';
import {
  EMPTY_FORM,
  IMAGES,
  formOf,
  imageName,
  isMissing,
  isPrice,
  missingFields,
  toObj,
  type ProductFormValues,
  type RequiredField,
} from '../lib/product-form';
import { PopularityBar } from './popularity-bar';
import { ProductImage } from './product-image';

type ProductDrawerProps = {
  opened: boolean;
  /** The product to edit; null to add one. */
  product: Product | null;
  onClose: () => void;
  /** After a product was added (to show the first page, where it is). */
  onAdded?: (product: Product) => void;
};

export function ProductDrawer({ opened, product, onClose, onAdded }: ProductDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={
        <Text fw={600} size="lg">
          {product ? t('dataList.form.editTitle', { id: product.id }) : t('dataList.form.addTitle')}
        </Text>
      }
    >
      {/* Keyed by the product: opening another starts from its values. */}
      {opened ? <ProductForm key={product?.id ?? 'new'} product={product} onClose={onClose} onAdded={onAdded} /> : null}
    </Drawer>
  );
}

function ProductForm({ product, onClose, onAdded }: Omit<ProductDrawerProps, 'opened'>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ProductFormValues>(() => (product ? formOf(product) : EMPTY_FORM));
  const [missing, setMissing] = useState<Partial<Record<RequiredField, true>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const add = useAddProduct();
  const update = useUpdateProduct();
  const saving = add.isPending || update.isPending;

  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: '' }));
    // Spec section 5: editing a required field flags it when it becomes empty.
    if ((['name', 'category', 'order_status', 'price'] as string[]).includes(field)) {
      setMissing((current) => {
        const next = { ...current };
        if (isMissing(value)) next[field as RequiredField] = true;
        else delete next[field as RequiredField];
        return next;
      });
    }
  };

  const priceInvalid = !isMissing(values.price) && !isPrice(values.price);
  const images = IMAGES[values.category] ?? [];
  const shownImage = images.includes(values.img) ? values.img : images[0];

  const submit = async () => {
    const flagged = missingFields(values);
    setMissing(flagged);
    if (Object.keys(flagged).length > 0 || priceInvalid) return;
    const obj = { ...toObj(values), ...(shownImage ? { img: shownImage } : {}) };
    try {
      if (product) {
        const saved = await update.mutateAsync({ ...obj, id: product.id });
        notifications.show({ color: 'success', message: t('dataList.notifications.updated', { name: saved.name }) });
      } else {
        const saved = await add.mutateAsync(obj);
        notifications.show({
          color: 'success',
          message: t('dataList.notifications.added', { name: saved.name, id: saved.id }),
        });
        onAdded?.(saved);
      }
      onClose();
    } catch (error) {
      // The toast came from the client; the fields the server named are shown too.
      if (isApiError(error)) {
        setServerErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, String(v)])));
      }
    }
  };

  const fieldError = (field: string) => serverErrors[field] || undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={<FieldLabel missing={missing.name}>{t('dataList.form.name')}</FieldLabel>}
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          maxLength={120}
          error={fieldError('name')}
          data-testid="product-name"
          data-autofocus
        />
        <Select
          label={<FieldLabel missing={missing.category}>{t('dataList.form.category')}</FieldLabel>}
          data={CATEGORIES.map((value) => ({ value, label: t(`dataList.categories.${value}`) }))}
          value={values.category || null}
          onChange={(value) => set('category', value ?? '')}
          error={fieldError('category')}
          data-testid="product-category"
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={<FieldLabel missing={missing.order_status}>{t('dataList.form.orderStatus')}</FieldLabel>}
          data={ORDER_STATUSES.map((value) => ({ value, label: t(`dataList.statuses.${value}`) }))}
          value={values.order_status || null}
          onChange={(value) => set('order_status', value ?? '')}
          error={fieldError('order_status')}
          data-testid="product-status"
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={<FieldLabel missing={missing.price}>{t('dataList.form.price')}</FieldLabel>}
          placeholder={t('dataList.form.pricePlaceholder')}
          inputMode="decimal"
          value={values.price}
          onChange={(event) => set('price', event.currentTarget.value)}
          error={priceInvalid ? t('dataList.form.priceInvalid') : fieldError('price')}
          data-testid="product-price"
        />
        <NumberInput
          label={t('dataList.form.popularity')}
          min={0}
          max={100}
          clampBehavior="strict"
          allowDecimal={false}
          value={values.popValue}
          onChange={(value) => set('popValue', typeof value === 'number' ? value : Number(value) || 0)}
          error={fieldError('popValue')}
          data-testid="product-popularity"
        />
        <PopularityBar popularity={{ popValue: values.popValue, color: popularityColor(values.popValue) }} w="100%" />
        <div>
          <Text size="sm" fw={500} mb={6}>
            {t('dataList.form.image')}
          </Text>
          <SimpleGrid cols={3} spacing="xs" role="radiogroup" aria-label={t('dataList.form.image')}>
            {images.map((img) => {
              const selected = img === shownImage;
              return (
                <UnstyledButton
                  key={img}
                  role="radio"
                  aria-checked={selected}
                  aria-label={t(`dataList.images.${imageName(img)}`)}
                  onClick={() => set('img', img)}
                  style={{
                    borderRadius: 'var(--mantine-radius-md)',
                    outline: selected ? '2px solid var(--mantine-color-primary-6)' : '1px solid var(--mantine-color-default-border)',
                    padding: 4,
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  <ProductImage src={img} alt="" size={64} />
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </div>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('dataList.form.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="product-save">
            {product ? t('dataList.form.save') : t('dataList.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
