import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { MemberOrder } from '@upline/contract/member-orders';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSessionStore } from '../../../shared/session/session-store';
import { CloseIcon } from '../../../shared/ui/icons';
import { useOrderAction } from '../api/order-actions';
import { actionFailureOf, actionMessageOf } from '../lib/action-message';
import { formatOrderDate, formatOrderDateTime, formatOrderMoney } from '../lib/order-format';
import { canAct, initialReturnChoice, returnLinesOf, returnPlanOf, type ReturnChoice } from '../lib/return-plan';
import { ReturnLinesPicker } from './return-lines-picker';

/**
 * The Return action of an order (accounts §2.10, §4): it first says what will happen (cancel and
 * refund, cancel an unpaid order, a return request less the restocking fee, or that returns are
 * closed), lets the member choose lines for a return, then asks 'You won't be able to revert
 * this!' (§5) before anything is sent, and toasts the server's message.
 */
export function ReturnAction({ order }: { order: MemberOrder }) {
  const { t } = useTranslation('orders');
  const language = useSessionStore((state) => state.language);
  const [isOpen, setIsOpen] = useState(false);
  const [step, setStep] = useState<'plan' | 'confirm'>('plan');
  const [choice, setChoice] = useState<ReturnChoice>({});
  const action = useOrderAction();
  const plan = returnPlanOf(order.return_option);

  if (plan.kind === 'none') {
    return (
      <span className="text-sm text-ink-muted" data-testid="return-status">
        {t(`return.none.${plan.reason}`)}
      </span>
    );
  }

  const money = (amount: number) => formatOrderMoney(amount, order.currency);
  const lines = returnLinesOf(order.products, choice);
  const open = (next: boolean) => {
    setIsOpen(next);
    if (next) {
      setStep('plan');
      setChoice(initialReturnChoice(order.products));
    }
  };
  const send = () => {
    action.mutate(plan.kind === 'return' ? { kind: 'return', orderId: order.id, body: { lines } } : { kind: 'cancel', orderId: order.id }, {
      onSuccess: (answer) => {
        toast.success(actionMessageOf(answer, language, t), { duration: 2500 });
        setIsOpen(false);
      },
      onError: (error) => {
        toast.error(actionFailureOf(error, language, t), { duration: 4000 });
        setIsOpen(false);
      },
    });
  };

  const summary =
    plan.kind === 'cancel'
      ? t('return.cancelRefund', { amount: money(plan.refundAmount) })
      : plan.kind === 'cancel-unpaid'
        ? t('return.cancelUnpaid')
        : plan.kind === 'return'
          ? t('return.request', { percent: plan.feePercent })
          : t('return.closed', { date: formatOrderDate(plan.closedOn, language) });

  return (
    <Dialog.Root open={isOpen} onOpenChange={open}>
      <Dialog.Trigger className="btn-outline min-h-10" data-testid="return-action">
        {t('return.action')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-cream p-6 shadow-2xl outline-none data-[state=open]:animate-pop-in">
          {step === 'plan' ? (
            <>
              <div className="flex items-start justify-between gap-4">
                <Dialog.Title className="font-serif text-xl text-brand">{t('return.title', { number: order.order_number })}</Dialog.Title>
                <Dialog.Close aria-label={t('return.close')} className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-sage-light">
                  <CloseIcon className="size-5" />
                </Dialog.Close>
              </div>
              <Dialog.Description asChild>
                <div className="mt-3 text-ink">
                  <p className="text-lg font-semibold" data-testid="return-plan">
                    {summary}
                  </p>
                  {plan.kind === 'cancel' && <p className="mt-2 text-sm">{t('return.cancelRefundHelp', { until: formatOrderDateTime(plan.until, language) })}</p>}
                  {plan.kind === 'cancel-unpaid' && <p className="mt-2 text-sm">{t('return.cancelUnpaidHelp')}</p>}
                  {plan.kind === 'return' && (
                    <p className="mt-2 text-sm">
                      {t('return.requestHelp', { percent: plan.feePercent, date: formatOrderDate(plan.windowClosesOn, language) })}
                    </p>
                  )}
                  {plan.kind === 'closed' && <p className="mt-2 text-sm">{t('return.closedHelp')}</p>}
                </div>
              </Dialog.Description>
              {plan.kind === 'return' && <ReturnLinesPicker products={order.products} choice={choice} onChange={setChoice} />}
              <div className="mt-6 flex flex-wrap justify-end gap-2">
                <Dialog.Close className="btn-outline">{canAct(plan) ? t('return.keep') : t('return.close')}</Dialog.Close>
                {canAct(plan) && (
                  <button type="button" className="btn-primary" disabled={plan.kind === 'return' && lines.length === 0} onClick={() => setStep('confirm')}>
                    {t('return.continue')}
                  </button>
                )}
              </div>
            </>
          ) : (
            <>
              <Dialog.Title className="font-serif text-xl text-brand">{t('confirm.title')}</Dialog.Title>
              <Dialog.Description className="mt-3 text-ink">{t('confirm.text')}</Dialog.Description>
              <div className="mt-6 flex justify-end gap-2">
                <button type="button" className="btn-outline" onClick={() => setIsOpen(false)} disabled={action.isPending}>
                  {t('confirm.cancel')}
                </button>
                <button type="button" className="btn-primary" onClick={send} disabled={action.isPending} data-testid="confirm-ok">
                  {action.isPending ? t('confirm.working') : t('confirm.ok')}
                </button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
