import { describe, expect, it } from 'vitest';
import { filterParts, type PublicPart } from './part-search.ts';

const part = (name: string, fields: { category?: string; brand?: string; partNumber?: string; status?: string }) => ({
  name,
  description: null,
  brand: fields.brand ?? null,
  partNumber: fields.partNumber ?? null,
  category: fields.category ?? 'Brakes',
  status: fields.status ?? 'available',
});

const PARTS = [
  part('Brake Rotor', { brand: 'Bosch', partNumber: 'BR-100' }),
  part('Alternator', { category: 'Electrical', partNumber: 'AL-7', status: 'sold' }),
  part('Brake Pads', { brand: 'Akebono', status: 'reserved' }),
];
const names = (parts: { name: string }[]) => parts.map((p) => p.name);

describe('finding parts in the catalogue and the inventory', () => {
  it('matches name or brand in any case, within a category and a status', () => {
    expect(names(filterParts(PARTS, { search: ' bosch ', category: '' }))).toEqual(['Brake Rotor']);
    expect(names(filterParts(PARTS, { search: 'brake', category: 'Brakes', status: 'reserved' }))).toEqual([
      'Brake Pads',
    ]);
    expect(names(filterParts(PARTS, { search: '', category: 'Electrical' }))).toEqual(['Alternator']);
  });

  it('finds a part number in the inventory only: the catalogue searches what its box says', () => {
    expect(filterParts(PARTS, { search: 'al-7', category: '' })).toEqual([]);
    expect(names(filterParts(PARTS, { search: 'al-7', category: '' }, { byPartNumber: true }))).toEqual(['Alternator']);
  });
});

const catalogued = (
  name: string,
  description: string | null = null,
  otherLanguage: string | null = null,
): PublicPart => ({
  id: name.length,
  name,
  description,
  category: 'Transmisiones',
  imageUrl: null,
  partNumber: null,
  brand: null,
  condition: 'used',
  status: 'available',
  otherLanguage,
});

describe('the catalogue search', () => {
  const parts = [catalogued('Transmisión 4L60E', 'Reconstruida'), catalogued('Alternator', 'Tested, 140 A')];

  it('ignores case and accents either way: "transmision" finds "Transmisión", "ALTERNATÓR" finds "Alternator"', () => {
    expect(filterParts(parts, { search: 'transmision', category: '' }).map((p) => p.name)).toEqual([
      'Transmisión 4L60E',
    ]);
    expect(filterParts(parts, { search: 'TRANSMISIÓN', category: '' }).map((p) => p.name)).toEqual([
      'Transmisión 4L60E',
    ]);
    expect(filterParts(parts, { search: 'alternatór', category: '' }).map((p) => p.name)).toEqual(['Alternator']);
    expect(filterParts(parts, { search: 'reconstruída', category: '' }).map((p) => p.name)).toEqual([
      'Transmisión 4L60E',
    ]);
  });

  it('finds a part by its words in the other language, which the page does not show', () => {
    const spanishPage = [catalogued('Motor de arranque', 'Probado', 'Tested, fits 2010-2014 Silverado · Starters')];
    expect(filterParts(spanishPage, { search: 'silverado', category: '' }).map((p) => p.name)).toEqual([
      'Motor de arranque',
    ]);
    expect(filterParts(spanishPage, { search: 'starters', category: '' })).toHaveLength(1);
    expect(filterParts(spanishPage, { search: 'alternator', category: '' })).toEqual([]);
  });
});
