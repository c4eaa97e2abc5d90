import { FormControl, FormLabel, Input, Radio, RadioGroup, Select, Stack } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { priceFormat } from '@/config/public-env';
import type { ProductLink } from '@/lib/auth/account-alerts';

interface AlertTargetFieldsProps {
  idPrefix: string;
  kind: 'price' | 'low90';
  /** The price field's starting value ('' for none). */
  price: string;
  /** When given, the product is chosen too (a new alert for a saved product). */
  products?: ProductLink[];
}

/** What an alert waits for: a price, or the lowest price of the last 90 days (plain fields, so they post without JavaScript). */
export function AlertTargetFields({ idPrefix, kind, price, products }: AlertTargetFieldsProps) {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={3}>
      {products && (
        <FormControl id={`${idPrefix}-product`} isRequired>
          <FormLabel>{t('account.alerts.product')}</FormLabel>
          <Select name="productId">
            {products.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </Select>
        </FormControl>
      )}
      <FormControl as="fieldset">
        <FormLabel as="legend">{t('account.alerts.kind')}</FormLabel>
        <RadioGroup name="kind" defaultValue={kind}>
          <Stack spacing={2}>
            <Radio value="price">{t('account.alerts.kindPrice')}</Radio>
            <Radio value="low90">{t('account.alerts.kindLow90')}</Radio>
          </Stack>
        </RadioGroup>
      </FormControl>
      <FormControl id={`${idPrefix}-price`}>
        <FormLabel>{t('account.alerts.priceLabel', { currency: priceFormat.currencySymbol })}</FormLabel>
        <Input
          name="price"
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          defaultValue={price}
          maxW="12rem"
        />
      </FormControl>
    </Stack>
  );
}
