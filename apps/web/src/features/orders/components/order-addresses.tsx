import type { MemberOrderDetail } from '@upline/contract/member-orders';
import { useTranslation } from 'react-i18next';

type Address = MemberOrderDetail['order']['shipping_address'];

/** An address's lines, blank parts left out. */
export function addressLines(address: Address): string[] {
  const cityLine = [address.city, address.state, address.zip_code].filter(Boolean).join(', ');
  return [address.name, address.address1, address.address2, cityLine, address.country].filter((line): line is string => Boolean(line));
}

/** Delivery and billing addresses side by side. */
export function OrderAddresses({ order }: { order: MemberOrderDetail['order'] }) {
  const { t } = useTranslation('orders');
  const blocks = [
    ['shipping', order.shipping_address],
    ['billing', order.billing_address],
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {blocks.map(([key, address]) => (
        <section key={key} aria-labelledby={`address-${key}`} className="rounded-2xl border border-cream-dark p-4">
          <h2 id={`address-${key}`} className="font-sans text-sm font-semibold tracking-wider text-ink-muted uppercase">
            {t(`details.${key}Address`)}
          </h2>
          <address className="mt-2 text-sm leading-6 not-italic" data-testid={`${key}-address`}>
            {addressLines(address).map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
        </section>
      ))}
    </div>
  );
}
