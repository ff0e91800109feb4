// The cart in the shop's header: its units and a link to checkout.
import { Button } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/routes';
import { useCart } from '../api/shop';

export function CartButton() {
  const { t } = useTranslation();
  const cart = useCart();
  const count = cart.data?.itemCount ?? 0;
  return (
    <Button component={Link} to={paths.shopCheckout} variant="light" leftSection={<IconShoppingCart size={18} />} data-testid="cart-button">
      {t('shop.cartCount', { count })}
    </Button>
  );
}
