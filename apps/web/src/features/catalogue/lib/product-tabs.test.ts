import { describe, expect, it } from 'vitest';
import { availableTabs, requestedTab } from './product-tabs';
import { testProduct } from '../../../shared/catalogue/test-product';

describe('availableTabs', () => {
  it('lists only the tabs with content, in the spec’s order', () => {
    // The test product has no FAQ and a blank documentation.
    expect(availableTabs(testProduct()).map((tab) => tab.id)).toEqual(['overview', 'direction', 'ecommerce']);
  });

  it('maps each tab to its field', () => {
    const tabs = availableTabs(testProduct({ faq: '<p>Q</p>', documentation: '<p>Doc</p>' }));
    expect(tabs.find((tab) => tab.id === 'direction')?.html).toBe('<p>Directions</p>');
    expect(tabs.find((tab) => tab.id === 'doc')?.html).toBe('<p>Doc</p>');
    expect(tabs).toHaveLength(5);
  });
});

describe('requestedTab', () => {
  const tabs = availableTabs(testProduct({ faq: '<p>Q</p>' }));

  it('opens the tab the query names when the product has it', () => {
    expect(requestedTab('faq', tabs)).toBe('faq');
    expect(requestedTab('FAQ', tabs)).toBe('faq');
  });

  it('ignores an unknown or missing tab', () => {
    expect(requestedTab('doc', tabs)).toBeNull();
    expect(requestedTab('reviews', tabs)).toBeNull();
    expect(requestedTab(null, tabs)).toBeNull();
  });
});
