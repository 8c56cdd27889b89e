import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface Signup {
  usertype: 'customer' | 'ambassador';
  firstname: string;
  lastname: string;
  /** The sponsor's link name or member ID. */
  referal_id: string | number;
  /** Ambassadors only: the replicated link name. */
  linkName?: string;
}

let counter = 0;

/**
 * Enrols a member through POST /api/register as the signup pages do (billing in Illinois, shipping
 * the same); the request context is then signed in as the new member. Answers their ID and e-mail.
 */
export async function registerMember(request: APIRequestContext, signup: Signup): Promise<{ id: number; email: string; password: string }> {
  counter += 1;
  const email = `${signup.firstname.toLowerCase()}.${Date.now().toString(36)}.${counter}@example.com`;
  const password = 'Sunny#Garden42';
  const countries = (await (await request.get('/api/countries')).json()) as { countries: { id: number; shortname: string }[] };
  const us = countries.countries.find((country) => country.shortname === 'US')?.id;
  const states = (await (await request.get(`/api/states/${us}`)).json()) as { states: { id: number; code: string }[] };
  const illinois = states.states.find((state) => state.code === 'IL')?.id;
  const answer = await request.post('/api/register', {
    data: {
      referal_id: signup.referal_id,
      usertype: signup.usertype,
      firstname: signup.firstname,
      lastname: signup.lastname,
      email,
      password,
      username: signup.usertype === 'customer' ? email : signup.linkName,
      ...(signup.usertype === 'ambassador' ? { personal_tax_id: 'Personal Tax ID/SSN', ssn: '123456789' } : {}),
      mobile: '1-555-123-4567',
      shopping_country_code: 'usa',
      secret_question: 'What is your favourite colour?',
      answer: 'Green',
      language: 'en',
      currency: 'USD',
      date_month: '04',
      date_day: '12',
      date_year: '1988',
      bill_address: '1 Main Street',
      bill_address2: '',
      city: 'Springfield',
      countryBill: us,
      stateBill: illinois,
      bil_zipcode: '62701',
      same_billing: true,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as { user: { id: number } };
  return { id: body.user.id, email, password };
}

/** Downline Genealogy: the tree, its zoom buttons, the list view and the member search. */
export class GenealogyScreen {
  readonly canvas: Locator;
  readonly list: Locator;
  readonly search: Locator;

  constructor(private readonly page: Page) {
    this.canvas = page.getByTestId('genealogy-canvas');
    this.list = page.getByRole('tree', { name: 'Your team' });
    this.search = page.getByRole('searchbox', { name: 'Find a member' });
  }

  /** A member's box in the tree drawing. */
  node(memberId: number): Locator {
    return this.page.locator(`[data-testid="tree-node"][data-member-id="${memberId}"]`);
  }

  /** A member's row in the list view. */
  item(memberId: number): Locator {
    return this.page.locator(`[data-testid="tree-item"][data-member-id="${memberId}"]`);
  }

  view(name: 'Tree' | 'List'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  async find(text: string) {
    await this.search.fill(text);
    await this.page.getByRole('button', { name: 'Find', exact: true }).click();
  }
}
