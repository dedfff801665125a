import { describe, expect, it } from 'vitest';
import { addressIn, readAddress } from './addresses.ts';

describe('the site’s addresses in two languages', () => {
  it('reads the language and the page from an address', () => {
    expect(readAddress('/')).toEqual({ language: 'en', path: '/' });
    expect(readAddress('/parts')).toEqual({ language: 'en', path: '/parts' });
    expect(readAddress('/es')).toEqual({ language: 'es', path: '/' });
    expect(readAddress('/es/contact')).toEqual({ language: 'es', path: '/contact' });
    // Only the /es segment marks Spanish, not a page whose name starts with it.
    expect(readAddress('/estimates')).toEqual({ language: 'en', path: '/estimates' });
  });

  it('writes a page’s twin in each language', () => {
    expect(addressIn('es', '/')).toBe('/es');
    expect(addressIn('es', '/parts')).toBe('/es/parts');
    expect(addressIn('en', '/parts')).toBe('/parts');
  });
});
