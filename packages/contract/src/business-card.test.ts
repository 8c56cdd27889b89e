import { describe, expect, it } from 'vitest';
import { businessCardMessages, businessCardSchema, isWebsiteAddress } from './business-card';

const card = {
  name: 'Sam Nguyen',
  designation: 'Independent Sales Representative',
  phone: '1-555-010-0003',
  email: 'sam@upline.test',
  website: 'https://shop.upline.test/sam',
};

function messages(input: Record<string, unknown>) {
  const result = businessCardSchema.safeParse(input);
  // The form shows each field's first message, as the resolver does.
  const first: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('business card rules (accounts §5)', () => {
  it('accepts a complete card and trims its fields', () => {
    expect(businessCardSchema.parse({ ...card, name: '  Sam Nguyen ' }).name).toBe('Sam Nguyen');
  });

  it('requires name, designation, phone and website, and the e-mail with its own message', () => {
    expect(messages({ name: ' ', designation: '', phone: '', email: '', website: '' })).toEqual({
      name: 'This field is required',
      designation: 'This field is required',
      phone: 'This field is required',
      email: 'Email address is required',
      website: 'This field is required',
    });
    expect(messages({})).toMatchObject({ name: 'This field is required', email: 'Email address is required' });
  });

  it('refuses an e-mail that is not one', () => {
    expect(messages({ ...card, email: 'sam@' })).toEqual({ email: 'Please enter a valid email address.' });
  });

  it('refuses letters in the phone number and a website that is not an address', () => {
    expect(messages({ ...card, phone: 'call me' })).toEqual({ phone: businessCardMessages.phoneInvalid });
    expect(messages({ ...card, website: 'my shop' })).toEqual({ website: businessCardMessages.websiteInvalid });
  });

  it('keeps every line short enough for the card', () => {
    expect(messages({ ...card, designation: 'x'.repeat(61) })).toEqual({ designation: businessCardMessages.tooLong });
    expect(messages({ ...card, designation: 'x'.repeat(60) })).toEqual({});
  });
});

describe('isWebsiteAddress', () => {
  it.each(['upline.test', 'www.upline.test/sam', 'https://shop.upline.test/sam', 'http://127.0.0.1:3000/sam', 'http://localhost:5173/sam'])(
    'takes %s',
    (value) => expect(isWebsiteAddress(value)).toBe(true),
  );
  it.each(['upline', 'my shop.com', 'https://', 'ftp://upline.test', 'javascript:alert(1)', 'upline.'])('refuses %s', (value) =>
    expect(isWebsiteAddress(value)).toBe(false),
  );
});
