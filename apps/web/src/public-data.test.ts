import { afterEach, describe, expect, it, vi } from 'vitest';

/** The page as the server writes it: the data in a JSON script element, `<` escaped. */
function writePageData(data: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'shop-data';
  element.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  document.head.append(element);
}

describe('public data in the browser', () => {
  afterEach(() => {
    document.getElementById('shop-data')?.remove();
    vi.resetModules();
  });

  it('shows what the page carries first, with no request, then asks the API on the next visit', async () => {
    const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageCount: 1, limit: 24 });
    const written = page([{ id: 1, name: 'Torque Converter', description: 'Fits </script> models' }]);
    const fresh = page([{ id: 2, name: 'Alternator 160A', description: 'Remanufactured' }]);
    writePageData({ parts: written });
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(fresh), { headers: { 'content-type': 'application/json' } });
    });
    const { loadPublicData } = await import('./public-data.ts');
    expect(await loadPublicData('parts')).toEqual(written);
    expect(asked).toEqual([]);
    expect(await loadPublicData('parts', { search: { q: 'alternador', page: 2 } })).toEqual(fresh);
    expect(asked).toEqual(['/api/parts?lang=en&q=alternador&page=2']);
  });

  it('asks the API when the page carries no data', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify([]), { status: 200 }));
    const { loadPublicData } = await import('./public-data.ts');
    expect(await loadPublicData('carousel')).toEqual([]);
  });
});
