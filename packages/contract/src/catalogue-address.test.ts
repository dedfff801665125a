import { describe, expect, it } from 'vitest';
import { CATALOGUE_SEARCH_MAX_LENGTH, catalogueQueryString, readCatalogueSearch } from './catalogue-address.ts';
import { SEARCH_MAX_LENGTH } from './paging.ts';

describe('the catalogue’s address', () => {
  it('keeps what is valid and one spelling of it; anything else is left out, never an error', () => {
    expect(readCatalogueSearch({ q: '  4L60 ', category: 'Transmissions', page: '2', utm: 'x' })).toEqual({
      q: '4L60',
      category: 'Transmissions',
      page: 2,
    });
    // The router reads `?q=4` as a number: still the search typed.
    expect(readCatalogueSearch({ q: 4, page: 1 })).toEqual({ q: '4' });
    for (const page of ['0', '-1', 'abc', '2.5', '', '10001', ['2', '3']]) {
      expect(readCatalogueSearch({ page })).toEqual({});
    }
    expect(readCatalogueSearch({ q: 'a\u0000b', category: 'x'.repeat(101) })).toEqual({});
    expect(readCatalogueSearch({ q: 'x'.repeat(CATALOGUE_SEARCH_MAX_LENGTH + 1) })).toEqual({});
  });

  it('writes the address of a page, empty for the first page of everything', () => {
    expect(catalogueQueryString({})).toBe('');
    expect(catalogueQueryString(readCatalogueSearch({ page: '1', q: '' }))).toBe('');
    expect(catalogueQueryString({ q: 'transmisión 4L60', category: 'Transmissions', page: 3 })).toBe(
      '?q=transmisi%C3%B3n+4L60&category=Transmissions&page=3',
    );
  });

  it('takes searches as long as the API does', () => {
    expect(CATALOGUE_SEARCH_MAX_LENGTH).toBe(SEARCH_MAX_LENGTH);
  });
});
