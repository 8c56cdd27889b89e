import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from './checkbox-field';
import { Field } from './field';
import { FieldMessages } from './field-messages';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const registration = (name: string): UseFormRegisterReturn => ({ name, onChange: async () => undefined, onBlur: async () => undefined, ref: () => undefined });
const frenchOf = (message: string | undefined | null) => (message === 'Email is required' ? 'Le courriel est requis' : (message ?? undefined));

// The test environment has no DOM: read the markup's attributes with small patterns instead.
const attribute = (html: string, tag: string, name: string) => new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

describe('the form-field kit', () => {
  it('ties a text field to its label, hint and message, in the form’s language', () => {
    const html = renderToStaticMarkup(
      <FieldMessages translate={frenchOf}>
        <TextField label="Email" registration={registration('email')} hint="We write only about orders" error="Email is required" isRequired />
      </FieldMessages>,
    );
    const id = attribute(html, 'input', 'id');
    expect(id).toBeTruthy();
    expect(attribute(html, 'label', 'for')).toBe(id);
    expect(attribute(html, 'input', 'aria-describedby')).toBe(`${id}-hint ${id}-error`);
    expect(attribute(html, 'input', 'aria-invalid')).toBe('true');
    expect(attribute(html, 'input', 'aria-required')).toBe('true');
    expect(html).toContain(`<p id="${id}-error" class="mt-1 text-sm font-medium text-red-700">Le courriel est requis</p>`);
    expect(html).not.toContain('role="alert"');
  });

  it('shows a message as it came when no form gave translations, and nothing when there is none', () => {
    const withMessage = renderToStaticMarkup(<TextField label="Email" registration={registration('email')} error="Email is required" />);
    expect(withMessage).toContain('>Email is required</p>');
    const clean = renderToStaticMarkup(<TextField label="Email" registration={registration('email')} />);
    expect(clean).not.toContain('aria-describedby');
    expect(clean).not.toContain('aria-invalid');
  });

  it('offers a select’s empty first choice and its options', () => {
    const html = renderToStaticMarkup(<SelectField label="Country" placeholder="Select country" options={[{ value: 'US', label: 'United States' }]} error="Please select country" onChange={() => undefined} value="" />);
    expect(html).toContain('<option value="" selected="">Select country</option>');
    expect(html).toContain('<option value="US">United States</option>');
    expect(attribute(html, 'select', 'aria-describedby')).toMatch(/-error$/);
  });

  it('serves a checkbox bound to a form and a controlled one alike', () => {
    const bound = renderToStaticMarkup(<CheckboxField label="Billing is the same" registration={registration('billSame')} error="Accept the terms" />);
    expect(attribute(bound, 'input', 'name')).toBe('billSame');
    expect(attribute(bound, 'input', 'aria-describedby')).toMatch(/-error$/);
    const controlled = renderToStaticMarkup(<CheckboxField label="Published" checked onChange={() => undefined} />);
    expect(controlled).toContain('checked=""');
    expect(attribute(controlled, 'label', 'for')).toBe(attribute(controlled, 'input', 'id'));
  });

  it('announces a staff form’s message as it appears', () => {
    const html = renderToStaticMarkup(<Field label="Code" error="No coupon has this code">{(control) => <input {...control} />}</Field>);
    expect(html).toContain('role="alert"');
    expect(html).toContain('No coupon has this code');
  });
});
