// /ecommerce/checkout: cart (each line's stock shown; a line asking for
// more than is left holds the cart back) → address (validated, spec section
// 5's 'Required' tags) → payment → confirmation. The server computes every
// total and records the order, takes the stock and empties the cart in one
// transaction, or refuses the whole order when the stock falls short (back
// to the cart, refreshed); the user's orders follow below.
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Card,
  Grid,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconCircleCheck,
  IconCreditCard,
  IconMapPin,
  IconShoppingCart,
  IconTrash,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { FieldLabel } from '@/components/ui/field-label';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/routes';
import { errorMessage, isApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { REQUIRED, hasErrors, type ErrorsMap } from '@/lib/validation';
import { useCart, useShopMutations, type Address, type Order } from '../api/shop';
import { OrderSummary } from '../components/order-summary';
import { OrdersCard } from '../components/orders-card';
import { ProductImage } from '../components/product-image';
import { StockBadge } from '../components/stock-badge';
import {
  ADDRESS_REQUIRED,
  ADDRESS_TYPES,
  EMPTY_ADDRESS,
  PAYMENT_METHODS,
  addressErrorsOf,
  checkAddress,
  formatPrice,
  maxQuantity,
} from '../lib/shop';

export function CheckoutRoute() {
  const { t, i18n } = useTranslation();
  const cart = useCart();
  const { setQuantity, removeLine, checkout } = useShopMutations();
  const [step, setStep] = useState(0);
  const [address, setAddress] = useState<Address>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<ErrorsMap<keyof Address>>({});
  const [payment, setPayment] = useState<string>('card');
  const [placed, setPlaced] = useState<Order | null>(null);
  const lines = cart.data?.items ?? [];

  const edit = (name: keyof Address, value: string) => {
    setAddress((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const next = { ...current };
      if ((ADDRESS_REQUIRED as readonly string[]).includes(name) && !value.trim()) next[name] = REQUIRED;
      else delete next[name];
      return next;
    });
  };
  const field = (name: keyof Address, props: { type?: string } = {}) => (
    <TextInput
      label={<FieldLabel missing={errors[name] === REQUIRED}>{t(`shop.address.${name}`)}</FieldLabel>}
      aria-required={(ADDRESS_REQUIRED as readonly string[]).includes(name)}
      value={address[name]}
      onChange={(event) => edit(name, event.currentTarget.value)}
      error={errors[name] && errors[name] !== REQUIRED ? t('shop.address.invalid', { defaultValue: errors[name] }) : undefined}
      data-field={name}
      {...props}
    />
  );
  const toPayment = () => {
    const found = checkAddress(address);
    setErrors(found);
    if (!hasErrors(found)) setStep(2);
  };
  const placeOrder = () =>
    checkout.mutate(
      { address, paymentMethod: payment },
      {
        onSuccess: ({ order }) => {
          setPlaced(order);
          setStep(3);
        },
        onError: (failure) => {
          const server = serverFieldErrors(failure);
          if (server) {
            const onAddress = addressErrorsOf(server);
            if (hasErrors(onAddress)) {
              setErrors(onAddress);
              setStep(1);
            }
          } else if (isApiError(failure) && (failure.code === 'SHOP_CART_EMPTY' || failure.code === 'SHOP_OUT_OF_STOCK')) {
            // Back to the cart, as it and the stock now are.
            void cart.refetch();
            setStep(0);
          }
        },
      },
    );

  const summary = cart.data ? (
    <Card padding="lg">
      <Title order={2} fz={16} mb="md">
        {t('shop.checkout.summary')}
      </Title>
      <OrderSummary itemCount={cart.data.itemCount} subtotal={cart.data.subtotal} delivery={cart.data.delivery} total={cart.data.total} />
    </Card>
  ) : null;

  const cartStep = cart.isPending ? (
    <Skeleton height={240} radius="md" />
  ) : cart.isError ? (
    <Alert color="danger" title={t('shop.loadFailed')}>
      {errorMessage(cart.error)}
    </Alert>
  ) : lines.length === 0 ? (
    <EmptyState icon={IconShoppingCart} title={t('shop.checkout.emptyCart')} description={t('shop.checkout.emptyCartHint')}>
      <Button component={Link} to={paths.shop}>
        {t('shop.backToShop')}
      </Button>
    </EmptyState>
  ) : (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="md">
          {lines.map((line) => {
            const max = Math.max(1, maxQuantity(line.product.stock));
            const short = line.quantity > line.product.stock;
            return (
              <Card key={line.product.id} padding="md" data-testid="cart-line">
                <Group wrap="nowrap" gap="md" align="center">
                  <Box w={110} style={{ flexShrink: 0 }}>
                    <ProductImage image={line.product.image} name={line.product.name} height={90} />
                  </Box>
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {line.product.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('shop.by', { brand: line.product.brand })} · {formatPrice(line.product.price, i18n.language)}
                    </Text>
                    <Group gap={6}>
                      <StockBadge stock={line.product.stock} />
                    </Group>
                  </Stack>
                  <NumberInput
                    aria-label={t('shop.quantityOf', { name: line.product.name })}
                    min={1}
                    max={max}
                    w={90}
                    value={line.quantity}
                    error={short ? t('shop.stock.tooMany', { count: line.product.stock }) : undefined}
                    onChange={(value) => {
                      const quantity = typeof value === 'number' ? Math.max(1, Math.min(max, value)) : 1;
                      if (quantity !== line.quantity) setQuantity.mutate({ productId: line.product.id, quantity });
                    }}
                  />
                  <Text fw={600} w={100} ta="right">
                    {formatPrice(line.lineTotal, i18n.language)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="danger"
                    onClick={() => removeLine.mutate(line.product.id)}
                    aria-label={t('shop.remove', { name: line.product.name })}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Card>
            );
          })}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="md">
          {summary}
          <Button
            rightSection={<IconArrowRight size={16} />}
            onClick={() => setStep(1)}
            disabled={lines.some((line) => line.quantity > line.product.stock)}
            data-testid="to-address"
          >
            {t('shop.checkout.placeOrder')}
          </Button>
        </Stack>
      </Grid.Col>
    </Grid>
  );

  /** The address or payment step: its card ending in Back and `next`, the price details beside it. */
  const stepLayout = (title: string, body: ReactNode, back: number, next: ReactNode) => (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Card padding="lg">
          <Title order={2} fz={18} mb="md">
            {title}
          </Title>
          {body}
          <Group justify="space-between" mt="xl">
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => setStep(back)}>
              {t('shop.checkout.back')}
            </Button>
            {next}
          </Group>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>{summary}</Grid.Col>
    </Grid>
  );

  return (
    <>
      <PageHeader route="shopCheckout" description={t('shop.checkout.subtitle')} />
      <Card padding="lg" mb="lg">
        <Stepper active={step} onStepClick={(next) => next < step && step < 3 && setStep(next)} allowNextStepsSelect={false} size="sm">
          <Stepper.Step label={t('shop.checkout.steps.cart')} icon={<IconShoppingCart size={18} />} />
          <Stepper.Step label={t('shop.checkout.steps.address')} icon={<IconMapPin size={18} />} />
          <Stepper.Step label={t('shop.checkout.steps.payment')} icon={<IconCreditCard size={18} />} />
          <Stepper.Step label={t('shop.checkout.steps.done')} icon={<IconCircleCheck size={18} />} />
        </Stepper>
      </Card>
      {step === 0 ? cartStep : null}
      {step === 1
        ? stepLayout(
            t('shop.checkout.addressTitle'),
            <form
              id="checkout-address"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                toPayment();
              }}
            >
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                {field('fullName')}
                {field('mobile', { type: 'tel' })}
                {field('house')}
                {field('landmark')}
                {field('city')}
                {field('pincode')}
                {field('state')}
                <Radio.Group
                  label={<FieldLabel missing={errors.addressType === REQUIRED}>{t('shop.address.addressType')}</FieldLabel>}
                  value={address.addressType}
                  onChange={(value) => edit('addressType', value)}
                >
                  <Group mt={8}>
                    {ADDRESS_TYPES.map((value) => (
                      <Radio key={value} value={value} label={t(`shop.address.types.${value}`)} />
                    ))}
                  </Group>
                </Radio.Group>
              </SimpleGrid>
            </form>,
            0,
            <Button type="submit" form="checkout-address" rightSection={<IconArrowRight size={16} />} data-testid="to-payment">
              {t('shop.checkout.deliverHere')}
            </Button>,
          )
        : null}
      {step === 2
        ? stepLayout(
            t('shop.checkout.paymentTitle'),
            <>
              <Radio.Group value={payment} onChange={setPayment} aria-label={t('shop.checkout.paymentTitle')}>
                <Stack gap="sm">
                  {PAYMENT_METHODS.map((value) => (
                    <Card key={value} withBorder padding="md">
                      <Radio value={value} label={t(`shop.payment.${value}`)} description={t(`shop.payment.hints.${value}`)} />
                    </Card>
                  ))}
                </Stack>
              </Radio.Group>
              <Text size="sm" c="dimmed" mt="md">
                {t('shop.checkout.deliverTo', { name: address.fullName, city: address.city })}
              </Text>
            </>,
            1,
            <Button onClick={placeOrder} loading={checkout.isPending} leftSection={<IconCircleCheck size={16} />} data-testid="place-order">
              {t('shop.checkout.confirm')}
            </Button>,
          )
        : null}
      {step === 3 && placed ? (
        <Card padding="xl" data-testid="order-confirmation">
          <Stack align="center" gap="sm" ta="center">
            <IconCircleCheck size={56} color="var(--mantine-color-success-6)" aria-hidden />
            <Title order={2} fz={22}>
              {t('shop.checkout.thanks')}
            </Title>
            <Text c="dimmed">
              {t('shop.checkout.placedText', { number: placed.id.slice(-8).toUpperCase(), city: placed.address.city })}
            </Text>
            <Card withBorder padding="lg" w="100%" maw={420} ta="left">
              <OrderSummary itemCount={placed.itemCount} subtotal={placed.subtotal} delivery={placed.delivery} total={placed.total} />
            </Card>
            <Group>
              <Button component={Link} to={paths.shop} variant="light">
                {t('shop.checkout.continue')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
      <OrdersCard />
    </>
  );
}
