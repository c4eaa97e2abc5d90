import {
  Alert,
  Button,
  FormControl,
  FormHelperText,
  FormLabel,
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
  Textarea,
} from '@chakra-ui/react';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ReducedMotion } from '@/components/overlay/ReducedMotion';
import { browserPricingClient } from '@/lib/pricing/browser-client';
import {
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  reportOutcome,
  reportWrongPrice,
  type ReportReason,
} from '@/lib/pricing/reports';
import { ChakraScope } from '@/theme/chakra/ChakraScope';

export interface ReportPriceDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Where focus goes back when the dialog closes: the button that opened it. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  offerId: number;
  storeName: string;
  productName: string;
}

type Answer = { kind: 'thanks' } | { kind: 'too-many'; minutes: number | null } | { kind: 'failed' };

/**
 * A shopper tells us an offer is wrong: a reason, an optional note, and the service's answer
 * (thanks, too many reports, or a failure) said in the dialog. Anyone may report.
 */
export default function ReportPriceDialog({
  isOpen,
  onClose,
  returnFocusTo,
  offerId,
  storeName,
  productName,
}: ReportPriceDialogProps) {
  const { t } = useTranslation('common');
  const noteHelpId = useId();
  const [reason, setReason] = useState<ReportReason>('price-differs');
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const close = () => {
    onClose();
    // The next opening starts afresh, unless this one ended in a failure worth retrying.
    if (answer?.kind === 'thanks') {
      setAnswer(null);
      setNote('');
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const result = await reportWrongPrice(browserPricingClient, offerId, { reason, note: note.trim() || undefined });
    setSending(false);
    const outcome = reportOutcome(result);
    const retryAfter = result.ok ? undefined : result.retryAfterSeconds;
    setAnswer(
      outcome === 'too-many'
        ? { kind: outcome, minutes: retryAfter ? Math.ceil(retryAfter / 60) : null }
        : { kind: outcome },
    );
  };

  return (
    <ChakraScope>
      <ReducedMotion>
        <Modal isOpen={isOpen} onClose={close} finalFocusRef={returnFocusTo} isCentered>
          <ModalOverlay />
          <ModalContent data-testid="report-dialog" mx={3}>
            <ModalHeader as="h2" fontSize="lg">
              {t('report.title')}
            </ModalHeader>
            <ModalCloseButton aria-label={t('close')} />
            <form onSubmit={send}>
              <ModalBody display="grid" gap={4}>
                <p>{t('report.about', { product: productName, store: storeName })}</p>
                {answer?.kind === 'thanks' ? (
                  <Alert status="success" role="status" data-testid="report-answer">
                    {t('report.thanks')}
                  </Alert>
                ) : (
                  <>
                    <FormControl as="fieldset">
                      <FormLabel as="legend">{t('report.reason')}</FormLabel>
                      <RadioGroup
                        value={reason}
                        onChange={(value) => setReason(value as ReportReason)}
                        name={`report-reason-${offerId}`}
                      >
                        <Stack gap={2}>
                          {REPORT_REASONS.map((choice) => (
                            <Radio key={choice} value={choice}>
                              {t(`report.reasons.${choice}`)}
                            </Radio>
                          ))}
                        </Stack>
                      </RadioGroup>
                    </FormControl>
                    <FormControl>
                      <FormLabel>{t('report.note')}</FormLabel>
                      <Textarea
                        value={note}
                        onChange={(event) => setNote(event.target.value)}
                        maxLength={REPORT_NOTE_MAX_LENGTH}
                        rows={3}
                        aria-describedby={noteHelpId}
                      />
                      <FormHelperText id={noteHelpId} color="var(--color-text-muted)">
                        {t('report.noteLeft', { count: REPORT_NOTE_MAX_LENGTH - note.length })}
                      </FormHelperText>
                    </FormControl>
                    {answer && (
                      <Alert
                        status={answer.kind === 'too-many' ? 'warning' : 'error'}
                        role="alert"
                        data-testid="report-answer"
                      >
                        {answer.kind === 'too-many'
                          ? answer.minutes
                            ? t('report.tooManyMinutes', { count: answer.minutes })
                            : t('report.tooMany')
                          : t('report.failed')}
                      </Alert>
                    )}
                  </>
                )}
              </ModalBody>
              <ModalFooter gap={3}>
                {answer?.kind === 'thanks' ? (
                  <Button type="button" onClick={close}>
                    {t('close')}
                  </Button>
                ) : (
                  <>
                    <Button type="button" variant="ghost" onClick={close}>
                      {t('report.cancel')}
                    </Button>
                    <Button type="submit" isLoading={sending} loadingText={t('report.sending')}>
                      {t('report.send')}
                    </Button>
                  </>
                )}
              </ModalFooter>
            </form>
          </ModalContent>
        </Modal>
      </ReducedMotion>
    </ChakraScope>
  );
}
