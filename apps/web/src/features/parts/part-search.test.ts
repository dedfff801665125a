import { describe, expect, it } from 'vitest';
import { filterParts } from './part-search.ts';

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

describe('finding parts in the inventory', () => {
  it('matches name or brand in any case, within a category and a status', () => {
    expect(names(filterParts(PARTS, { search: ' bosch ', category: '' }))).toEqual(['Brake Rotor']);
    expect(names(filterParts(PARTS, { search: 'brake', category: 'Brakes', status: 'reserved' }))).toEqual([
      'Brake Pads',
    ]);
    expect(names(filterParts(PARTS, { search: '', category: 'Electrical' }))).toEqual(['Alternator']);
  });

  it('finds a part number when asked to', () => {
    expect(filterParts(PARTS, { search: 'al-7', category: '' })).toEqual([]);
    expect(names(filterParts(PARTS, { search: 'al-7', category: '' }, { byPartNumber: true }))).toEqual(['Alternator']);
  });

  it('ignores case and accents either way: "transmision" finds "Transmisión"', () => {
    const parts = [part('Transmisión 4L60E', {}), part('Alternator', {})];
    expect(names(filterParts(parts, { search: 'TRANSMISION', category: '' }))).toEqual(['Transmisión 4L60E']);
    expect(names(filterParts(parts, { search: 'alternatór', category: '' }))).toEqual(['Alternator']);
  });
});
