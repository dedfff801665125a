import { describe, expect, it } from 'vitest';
import { chosenLanguage, spanishHomeRedirect } from './spanish-home.ts';

/** Where a visit to `/` with these headers goes: `/es`, or nowhere (undefined). */
const homeFor = (headers: { 'accept-language'?: string; cookie?: string }) =>
  spanishHomeRedirect('/', headers)?.location;

describe('the Spanish home page redirect, whatever the headers look like', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', '/es'],
    ['es-ES,es;q=0.8,en-US;q=0.5,en;q=0.3', '/es'],
    ['es-419', '/es'],
    ['ES-mx', '/es'],
    ['  es-419 ; q=0.9 , en;q=0.5', '/es'],
    ['de-DE,de;q=0.9,es;q=0.8,en;q=0.7', '/es'],
    ['fr, es;q=0.5', '/es'],
    ['en;q=0, es;q=0.1', '/es'],
    ['es;q=1.5, en', '/es'],
    ['en-US,en;q=0.9,es;q=0.8', undefined],
    ['de-DE,de;q=0.9,en;q=0.8,es;q=0.7', undefined],
    ['fr', undefined],
    ['*', undefined],
    ['esperanto', undefined],
    ['es;q=0', undefined],
    ['es;q=0, en;q=0.1', undefined],
  ])('Accept-Language %j goes to %s', (acceptLanguage, location) => {
    expect(homeFor({ 'accept-language': acceptLanguage })).toBe(location);
  });

  it('at equal rank follows the order the browser named them in (some phones send them unweighted)', () => {
    expect(homeFor({ 'accept-language': 'es-ES, en-US' })).toBe('/es');
    expect(homeFor({ 'accept-language': 'es;q=0.8,en;q=0.8,fr' })).toBe('/es');
    expect(homeFor({ 'accept-language': 'en-US, es-ES' })).toBeUndefined();
    expect(homeFor({ 'accept-language': 'es;q=0.5, *' })).toBe('/es');
  });

  it('reads malformed q-values as not wanted rather than failing', () => {
    expect(homeFor({ 'accept-language': 'es;q=abc, en;q=0.5' })).toBeUndefined();
    expect(homeFor({ 'accept-language': 'en;q=, es;q=0.4' })).toBe('/es');
    for (const junk of [';;;', ',,,', 'q=0.9', ';q=1', '-', 'es-', '\t']) {
      expect(() => homeFor({ 'accept-language': junk })).not.toThrow();
    }
    expect(homeFor({ 'accept-language': ',,,es' })).toBe('/es');
  });

  it('reads a huge header to its end, and a huge cookie header too', () => {
    const filler = Array.from({ length: 2000 }, (_, i) => `x${i};q=0.1`).join(',');
    expect(homeFor({ 'accept-language': `${filler},es;q=0.2` })).toBe('/es');
    expect(homeFor({ 'accept-language': `${filler},en;q=0.2,es;q=0.15` })).toBeUndefined();
    const cookies = Array.from({ length: 1000 }, (_, i) => `c${i}=${'v'.repeat(10)}`).join('; ');
    expect(homeFor({ cookie: `${cookies}; language=es`, 'accept-language': 'en' })).toBe('/es');
  });

  it('takes the first of a language cookie named twice (browsers send the most specific path first)', () => {
    expect(chosenLanguage('language=es; language=en')).toBe('es');
    expect(chosenLanguage('language=en; language=es')).toBe('en');
    expect(homeFor({ cookie: 'language=en; language=es', 'accept-language': 'es' })).toBeUndefined();
  });

  it('reads the language cookie among others and ignores anything but a language of the site', () => {
    expect(chosenLanguage('theme=dark; language=es; other=1')).toBe('es');
    expect(chosenLanguage(' ; ;language=es;;')).toBe('es');
    for (const cookie of ['language=fr', 'language=ES', 'language="es"', 'xlanguage=es', 'language', '=es', '']) {
      expect([cookie, chosenLanguage(cookie)]).toEqual([cookie, undefined]);
    }
  });

  it('leaves every other address alone, and sets the cookie only when the browser chose', () => {
    expect(spanishHomeRedirect('/parts', { 'accept-language': 'es' })).toBeUndefined();
    expect(spanishHomeRedirect('/', { 'accept-language': 'es' })?.headers['set-cookie']).toMatch(/^language=es;/);
    expect(spanishHomeRedirect('/', { cookie: 'language=es' })?.headers['set-cookie']).toBeUndefined();
  });
});
