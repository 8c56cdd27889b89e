import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completedOrdersQueryOptions, memberOrderQueryOptions, memberOrdersQueryOptions } from './member-orders';
import { cancelOrder, returnOrder } from './order-actions';
import { testOrder, testOrderDetail } from '../lib/test-orders';

function stubFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function requestOf(fetchMock: ReturnType<typeof vi.fn>) {
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { url, method: init.method, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) };
}

const pagination = { page: 2, per_page: 10, total: 11, pages: 2 };

afterEach(() => vi.unstubAllGlobals());

describe('the orders calls', () => {
  it('asks GET user/orders for the Orders tab and GET user/orders/{status} for the others, one page at a time', async () => {
    const client = new QueryClient();
    let fetchMock = stubFetch({ success: true, data: [testOrder()], pagination });
    const all = await client.fetchQuery(memberOrdersQueryOptions('all', 2));
    expect(requestOf(fetchMock).url).toBe('/api/user/orders?page=2&per_page=10');
    expect(all.data[0]?.order_number).toBe('UP-1042');
    fetchMock = stubFetch({ success: true, data: [], pagination });
    await client.fetchQuery(memberOrdersQueryOptions('cancel', 1));
    expect(requestOf(fetchMock).url).toBe('/api/user/orders/cancel?page=1&per_page=10');
  });

  it('reads Order History from GET user/order/complete under `orders`', async () => {
    const fetchMock = stubFetch({ success: true, orders: [testOrder()], pagination });
    const answer = await new QueryClient().fetchQuery(completedOrdersQueryOptions(1));
    expect(requestOf(fetchMock).url).toBe('/api/user/order/complete?page=1&per_page=10');
    expect(answer.orders).toHaveLength(1);
  });

  it('reads Order Details from GET user/order/{id} and gives the order itself', async () => {
    const fetchMock = stubFetch({ success: true, order: testOrderDetail() });
    const client = new QueryClient();
    const options = memberOrderQueryOptions(42);
    const answer = await client.fetchQuery(options);
    expect(requestOf(fetchMock).url).toBe('/api/user/order/42');
    expect(options.select?.(answer).payment_label).toBe('Visa ending in 4242');
  });

  it('keeps every key under member so that signing out forgets the orders', () => {
    for (const key of [memberOrdersQueryOptions('all', 1).queryKey, completedOrdersQueryOptions(1).queryKey, memberOrderQueryOptions(1).queryKey]) {
      expect(key.slice(0, 2)).toEqual(['member', 'orders']);
    }
  });
});

describe('the Return action calls', () => {
  const answer = { success: true, message: 'Your order was cancelled.', order: testOrder(), refund: null, return_request: null };

  it('cancels with POST user/order/cancel/{id}', async () => {
    const fetchMock = stubFetch(answer);
    await expect(cancelOrder(42)).resolves.toMatchObject({ message: 'Your order was cancelled.' });
    expect(requestOf(fetchMock)).toEqual({ url: '/api/user/order/cancel/42', method: 'POST', body: {} });
  });

  it('asks a return of chosen lines with POST user/order/return/{id}', async () => {
    const fetchMock = stubFetch(answer);
    await returnOrder(42, { lines: [{ order_line_id: 11, quantity: 1 }] });
    expect(requestOf(fetchMock)).toEqual({ url: '/api/user/order/return/42', method: 'POST', body: { lines: [{ order_line_id: 11, quantity: 1 }] } });
  });

  it("fails with the server's message and code", async () => {
    stubFetch({ error: 'Returns for this order closed on 2026-10-01.', code: 'window_closed' }, 409);
    await expect(cancelOrder(42)).rejects.toMatchObject({ status: 409, code: 'window_closed', message: 'Returns for this order closed on 2026-10-01.' });
  });
});
