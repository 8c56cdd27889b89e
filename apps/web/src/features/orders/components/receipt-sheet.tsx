import type { Receipt } from '../lib/receipt';

/** The receipt as one sheet of paper; only this prints (receipt-print.css). */
export function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  return (
    <article className="receipt-sheet mx-auto max-w-3xl rounded-2xl border border-cream-dark bg-white p-5 text-ink sm:p-10" data-testid="receipt">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-cream-dark pb-5">
        <div>
          <p className="font-serif text-xl font-semibold text-brand">{receipt.shop.name}</p>
          <address className="mt-1 text-sm leading-5 not-italic" data-testid="receipt-shop-address">
            {receipt.shop.address.map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
        <h2 className="font-serif text-2xl">{receipt.title}</h2>
      </header>
      <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {receipt.facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{label}</dt>
            <dd className="mt-0.5 font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <table className="mt-6 w-full text-sm">
        <thead>
          <tr className="border-b border-ink/30 text-left">
            <th scope="col" className="py-2 font-semibold">
              {receipt.columns[0]}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {receipt.columns[1]}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {receipt.columns[2]}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {receipt.columns[3]}
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            <tr key={index} className="border-b border-cream-dark" data-testid="receipt-line">
              <td className="py-2 pr-3">{line.name}</td>
              <td className="py-2 text-right tabular-nums">{line.quantity}</td>
              <td className="py-2 pl-3 text-right tabular-nums">{line.price}</td>
              <td className="py-2 pl-3 text-right tabular-nums">{line.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="receipt-totals mt-4 ml-auto grid max-w-sm gap-1 text-sm">
        {receipt.totals.map((total, index) => (
          <div key={index} className={`flex justify-between gap-4 ${total.isGrand ? 'mt-1 border-t border-ink/30 pt-2 text-base font-bold' : ''}`}>
            <dt>{total.label}</dt>
            <dd className="tabular-nums" data-testid={total.isGrand ? 'receipt-total' : undefined}>
              {total.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 text-sm text-ink-muted">{receipt.thanks}</p>
    </article>
  );
}
