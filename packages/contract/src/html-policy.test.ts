import { describe, expect, it } from 'vitest';
import {
  allowedAttributeNames,
  allowedTags,
  isAllowedAttribute,
  isAllowedHref,
  isAllowedImageSource,
  urlScheme,
} from './html-policy';

describe('the content allow-list', () => {
  it('has no tag that can run code, load plugins or post forms', () => {
    for (const tag of ['script', 'style', 'object', 'embed', 'form', 'input', 'svg', 'math', 'base', 'meta', 'link']) {
      expect(allowedTags as readonly string[]).not.toContain(tag);
    }
  });

  it('has no event handler, style or data attribute at all', () => {
    expect(allowedAttributeNames.some((name) => /^on|^style$|^data-/.test(name))).toBe(false);
  });

  it('keeps attributes per tag only', () => {
    expect(isAllowedAttribute('td', 'colspan', '2')).toBe(true);
    expect(isAllowedAttribute('p', 'colspan', '2')).toBe(false);
    expect(isAllowedAttribute('p', 'class', 'lead')).toBe(false);
    expect(isAllowedAttribute('DIV', 'class', 'lead note')).toBe(true);
    expect(isAllowedAttribute('img', 'onerror', 'alert(1)')).toBe(false);
  });

  it('keeps plain anchor ids and refuses ids or classes with markup in them', () => {
    expect(isAllowedAttribute('h2', 'id', 'returns')).toBe(true);
    expect(isAllowedAttribute('h2', 'id', '1abc')).toBe(false);
    expect(isAllowedAttribute('h2', 'id', 'a"><img src=x>')).toBe(false);
    expect(isAllowedAttribute('span', 'class', 'x"onmouseover=1')).toBe(false);
  });

  it('accepts only the listed values of enumerated attributes', () => {
    expect(isAllowedAttribute('a', 'target', '_blank')).toBe(true);
    expect(isAllowedAttribute('a', 'target', 'some-frame')).toBe(false);
    expect(isAllowedAttribute('img', 'loading', 'lazy')).toBe(true);
    expect(isAllowedAttribute('img', 'loading', 'soon')).toBe(false);
  });
});

describe('addresses in content', () => {
  it('reads the scheme the way a browser does, ignoring hidden whitespace', () => {
    expect(urlScheme('HTTPS://a.example')).toBe('https');
    expect(urlScheme('java\tscript:alert(1)')).toBe('javascript');
    expect(urlScheme(' \u0001javascript:alert(1)')).toBe('javascript');
    expect(urlScheme('/pages/faq#returns')).toBeNull();
  });

  it('links to web, mail, phone and shop addresses, never to scripts or data', () => {
    for (const ok of ['https://a.example', 'http://a.example', 'mailto:a@b.example', 'tel:+18005550142', '/faq', '#returns', 'faq']) {
      expect(isAllowedHref(ok)).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>', 'vbscript:x', '//evil.example/x']) {
      expect(isAllowedHref(bad)).toBe(false);
    }
  });

  it('shows images over https or from the shop only', () => {
    expect(isAllowedImageSource('/media/abc.png')).toBe(true);
    expect(isAllowedImageSource('https://cdn.example/a.png')).toBe(true);
    expect(isAllowedImageSource('http://cdn.example/a.png')).toBe(false);
    expect(isAllowedImageSource('data:image/png;base64,AAAA')).toBe(false);
    expect(isAllowedImageSource('//cdn.example/a.png')).toBe(false);
    expect(isAttributeKeptOnImage('javascript:alert(1)')).toBe(false);
  });

  it('lets iframes keep only a source from the shared video allow-list', () => {
    expect(isAllowedAttribute('iframe', 'src', 'https://evil.example/x')).toBe(false);
    expect(isAllowedAttribute('iframe', 'src', 'https://player.vimeo.com/video/42')).toBe(true);
  });
});

function isAttributeKeptOnImage(src: string): boolean {
  return isAllowedAttribute('img', 'src', src);
}
