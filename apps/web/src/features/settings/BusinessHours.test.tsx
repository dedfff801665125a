import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { theme } from '../../theme.ts';
import { BusinessHours } from './BusinessHours.tsx';
import type { ShopSettings } from './useShopSettings.ts';

const open = (from: string, to: string) => ({ open: true, from, to });
const settings = {
  weeklyHours: {
    sunday: { open: false, from: '09:00', to: '17:00' },
    monday: open('08:30', '18:00'),
    tuesday: open('08:30', '18:00'),
    wednesday: open('08:30', '18:00'),
    thursday: open('08:30', '18:00'),
    friday: open('08:30', '18:00'),
    saturday: open('09:30', '13:00'),
  },
  specialDays: [
    {
      date: '2026-11-26',
      closed: true,
      from: null,
      to: null,
      noteEn: 'Closed for Thanksgiving',
      noteEs: 'Cerrado por Acción de Gracias',
    },
    { date: '2027-01-01', closed: true, from: null, to: null, noteEn: 'New Year', noteEs: null },
  ],
} as unknown as ShopSettings;

const plain = (s: string | null) => (s ?? '').replace(/\s/g, ' ');
const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};
afterEach(() => vi.useRealTimers());

describe('the business hours', () => {
  it('says open until closing, in Las Vegas time, whatever the device’s zone', () => {
    // Monday 20 July 2026, 10:00 in Las Vegas.
    at('2026-07-20T17:00:00Z');
    render(<BusinessHours settings={settings} />);
    expect(plain(document.querySelector('[data-open-now]')?.textContent ?? null)).toBe('Open now · until 6:00 PM');
    expect(screen.getAllByRole('rowheader').map((day) => day.textContent)).toEqual([
      'Monday – Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(plain(screen.getByRole('row', { name: /Saturday/ }).textContent)).toContain('9:30 AM – 1:00 PM');
    expect(screen.getByRole('row', { name: /Sunday/ }).textContent).toContain('Closed');
  });

  it('speaks Spanish, "la 1:00" but "las 8:30", and names the next opening day', () => {
    // Saturday 25 July 2026, 12:00 in Las Vegas: open until 13:00.
    at('2026-07-25T19:00:00Z');
    const { unmount } = render(<BusinessHours settings={settings} />, { language: 'es' });
    expect(plain(document.querySelector('[data-open-now]')?.textContent ?? null)).toBe(
      'Abierto ahora · hasta la 1:00 p.m.',
    );
    expect(screen.getAllByRole('rowheader').map((day) => day.textContent)).toEqual([
      'Lunes – Viernes',
      'Sábado',
      'Domingo',
    ]);
    unmount();
    // Saturday 14:00: closed until Monday 8:30.
    at('2026-07-25T21:00:00Z');
    render(<BusinessHours settings={settings} />, { language: 'es' });
    expect(plain(document.querySelector('[data-open-now]')?.textContent ?? null)).toBe(
      'Cerrado · abre el lunes a las 8:30 a.m.',
    );
  });

  it('lists the special days of the next 30 days with their note in the page’s language', () => {
    // Thanksgiving 2026 is Thursday 26 November; New Year is more than 30 days ahead.
    at('2026-11-20T17:00:00Z');
    const { container, unmount } = render(<BusinessHours settings={settings} />, { language: 'es' });
    // Under its title, as it reads.
    expect(plain(container.textContent)).toContain('Horario especialjue, 26 de nov: Cerrado');
    const items = screen.getAllByRole('listitem').map((li) => plain(li.textContent));
    expect(items).toEqual(['jue, 26 de nov: Cerrado · Cerrado por Acción de Gracias']);
    unmount();
    // Thanksgiving itself: closed, opens Friday.
    at('2026-11-26T17:00:00Z');
    render(<BusinessHours settings={settings} />);
    expect(plain(document.querySelector('[data-open-now]')?.textContent ?? null)).toBe(
      'Closed · opens tomorrow 8:30 AM',
    );
    expect(screen.getAllByRole('listitem').map((li) => plain(li.textContent))).toEqual([
      'Thu, Nov 26: Closed · Closed for Thanksgiving',
    ]);
  });

  it('renders no "open now" on the server, where the page is kept long after, and records its day', () => {
    at('2026-11-20T17:00:00Z');
    i18n.activate('en');
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={theme}>
          <BusinessHours settings={settings} />
        </MantineProvider>
      </I18nProvider>,
    );
    expect(html).not.toContain('Open now');
    expect(html).not.toContain('Closed ·');
    expect(html).toContain('data-shop-day="2026-11-20"');
    expect(html).toContain('Closed for Thanksgiving');
  });
});
