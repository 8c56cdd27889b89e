import { describe, expect, it } from 'vitest';
import { memberOrderDetailSchema, memberOrderListSchema } from '@upline/contract/member-orders';
import { testOrder, testOrderDetail } from './test-orders';

describe('order fixtures', () => {
  it('are answers the contract accepts, so the page tests read what the API sends', () => {
    expect(() => memberOrderListSchema.parse({ success: true, data: [testOrder()], pagination: { page: 1, per_page: 10, total: 1, pages: 1 } })).not.toThrow();
    expect(() => memberOrderDetailSchema.parse({ success: true, order: testOrderDetail() })).not.toThrow();
  });
});
