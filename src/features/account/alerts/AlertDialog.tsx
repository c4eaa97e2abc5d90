import {
  Alert,
  Button,
  FormControl,
  FormHelperText,
  FormLabel,
  Input,
  Modal,
  ModalBody,
  ModalCloseButton,
  ModalContent,
  ModalFooter,
  ModalHeader,
  ModalOverlay,
  Radio,
  RadioGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SiteLink } from '@/components/navigation/SiteLink';
import { ReducedMotion } from '@/components/overlay/ReducedMotion';
import { priceFormat } from '@/config/public-env';
import { suggestedTarget } from '@/lib/catalogue/alert-prices';
import { ChakraScope } from '@/theme/chakra/ChakraScope';
import { uiLocale } from '@/lib/auth/account-locale';

export interface AlertDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Where focus goes back when the dialog closes: the button that opened it. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  productId: number;
  productName: string;
  lowestPrice: number | null;
}

type State = { step: 'form' | 'sending' | 'done' } | { step: 'failed'; error: string };

const ERRORS = new Set(['invalid', 'limit', 'not_found', 'signed_out', 'unavailable']);

/**
 * The price-alert dialog of a product page: a price (10% under today's lowest suggested) or the
 * lowest price of the last 90 days. It posts to the site's own API route, which asks the pricing
 * service for the signed-in shopper; it stays open to say how that went.
 */
export default function AlertDialog({
  isOpen,
  onClose,
  returnFocusTo,
  productId,
  productName,
  lowestPrice,
}: AlertDialogProps) {
  const { t, i18n } = useTranslation('common');
  const suggestion = suggestedTarget(lowestPrice);
  const [kind, setKind] = useState<'price' | 'low90'>('price');
  const [state, setState] = useState<State>({ step: 'form' });

  const onSubmit = async (event: FormEvent<HTMLDivElement>) => {
    event.preventDefault();
    const form = event.currentTarget as unknown as HTMLFormElement;
    setState({ step: 'sending' });
    try {
      const body = new URLSearchParams([...new FormData(form).entries()].map(([name, value]) => [name, String(value)]));
      const response = await fetch('/api/account/alerts/', {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
      });
      const answer = (await response.json()) as { error?: string };
      if (response.ok) setState({ step: 'done' });
      else setState({ step: 'failed', error: answer.error && ERRORS.has(answer.error) ? answer.error : 'unavailable' });
    } catch {
      setState({ step: 'failed', error: 'unavailable' });
    }
  };

  return (
    <ChakraScope>
      <ReducedMotion>
        <Modal isOpen={isOpen} onClose={onClose} finalFocusRef={returnFocusTo} isCentered>
          <ModalOverlay />
          <ModalContent data-testid="alert-dialog" mx={4}>
            <ModalHeader as="h2" fontSize="lg">
              {t('priceAlerts.title')}
            </ModalHeader>
            <ModalCloseButton aria-label={t('close')} />
            {state.step === 'done' ? (
              <ModalBody pb={6}>
                <Stack spacing={4}>
                  <Alert status="success" variant="left-accent" role="status" data-testid="alert-set">
                    {t('priceAlerts.done')}
                  </Alert>
                  <SiteLink href="/account/#alerts">{t('priceAlerts.seeAlerts')}</SiteLink>
                </Stack>
              </ModalBody>
            ) : (
              <Stack as="form" onSubmit={onSubmit} aria-label={t('priceAlerts.title')} spacing={0}>
                <ModalBody>
                  <Stack spacing={4}>
                    <Text>{t('priceAlerts.lead', { name: productName })}</Text>
                    <input type="hidden" name="productId" value={productId} />
                    <input type="hidden" name="locale" value={uiLocale(i18n.language)} />
                    <RadioGroup
                      name="kind"
                      value={kind}
                      onChange={(value) => setKind(value === 'low90' ? 'low90' : 'price')}
                    >
                      <Stack spacing={3}>
                        <Radio value="price">{t('priceAlerts.targetPrice')}</Radio>
                        <Radio value="low90">{t('priceAlerts.targetLow90')}</Radio>
                      </Stack>
                    </RadioGroup>
                    {kind === 'price' && (
                      <FormControl id="alert-price" isRequired>
                        <FormLabel>{t('priceAlerts.priceLabel', { currency: priceFormat.currencySymbol })}</FormLabel>
                        <Input
                          name="price"
                          type="number"
                          inputMode="decimal"
                          min="0.01"
                          step="0.01"
                          defaultValue={suggestion ?? undefined}
                        />
                        {suggestion !== null && <FormHelperText>{t('priceAlerts.suggestion')}</FormHelperText>}
                      </FormControl>
                    )}
                    {state.step === 'failed' && (
                      <Alert status="error" variant="left-accent" role="alert" data-testid="alert-error">
                        {t(`priceAlerts.errors.${state.error}`)}
                      </Alert>
                    )}
                  </Stack>
                </ModalBody>
                <ModalFooter>
                  <Button type="submit" isLoading={state.step === 'sending'} loadingText={t('priceAlerts.submitting')}>
                    {t('priceAlerts.submit')}
                  </Button>
                </ModalFooter>
              </Stack>
            )}
          </ModalContent>
        </Modal>
      </ReducedMotion>
    </ChakraScope>
  );
}
