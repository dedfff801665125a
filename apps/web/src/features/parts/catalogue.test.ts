import { describe, expect, it } from 'vitest';
import { filterParts, type PublicPart } from './catalogue.ts';

const part = (name: string, description: string | null = null): PublicPart => ({
  id: name.length,
  name,
  description,
  category: 'Transmisiones',
  imageUrl: null,
  partNumber: null,
  brand: null,
  condition: 'used',
  status: 'available',
});

describe('the catalogue search', () => {
  const parts = [part('Transmisión 4L60E', 'Reconstruida'), part('Alternator', 'Tested, 140 A')];

  it('ignores case and accents either way: "transmision" finds "Transmisión", "ALTERNATÓR" finds "Alternator"', () => {
    expect(filterParts(parts, 'transmision', '').map((p) => p.name)).toEqual(['Transmisión 4L60E']);
    expect(filterParts(parts, 'TRANSMISIÓN', '').map((p) => p.name)).toEqual(['Transmisión 4L60E']);
    expect(filterParts(parts, 'alternatór', '').map((p) => p.name)).toEqual(['Alternator']);
    expect(filterParts(parts, 'reconstruída', '').map((p) => p.name)).toEqual(['Transmisión 4L60E']);
  });
});
