import { setupI18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as enForms } from '../../locales/en/forms.po';
import { messages as enPublic } from '../../locales/en/public.po';
import { messages as enStaff } from '../../locales/en/staff.po';
import { messages as esForms } from '../../locales/es/forms.po';
import { messages as esPublic } from '../../locales/es/public.po';
import { messages as esStaff } from '../../locales/es/staff.po';
import { renderAt, renderDashboardAt } from '../../test/app.tsx';
import { fakeTrpc } from '../../test/fake-trpc.ts';
import { render } from '../../test/render.tsx';
import { OverviewTab } from '../overview/OverviewTab.tsx';

afterEach(() => vi.unstubAllGlobals());

/**
 * Every English text of the catalogues whose Spanish differs ("Send" but not "Email"), as the
 * English screens show it. Messages with values ({name}) are left out: their words vary.
 */
function englishTexts(): Set<string> {
  const en = setupI18n({ locale: 'en', messages: { en: { ...enPublic, ...enForms, ...enStaff } } });
  const es = setupI18n({ locale: 'es', messages: { es: { ...esPublic, ...esForms, ...esStaff } } });
  const texts = new Set<string>();
  for (const id of Object.keys({ ...enPublic, ...enForms, ...enStaff })) {
    const english = en._(id).trim();
    if (english && !english.includes('{') && english !== es._(id).trim()) texts.add(english);
  }
  return texts;
}

/** What a Spanish visitor would read or hear in English: whole texts and names equal to an English message. */
function englishOnScreen(root: HTMLElement): string[] {
  const english = englishTexts();
  const said: string[] = [];
  for (const element of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    said.push(own, element.textContent?.trim() ?? '');
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt'])
      said.push(element.getAttribute(attribute) ?? '');
  }
  return [...new Set(said.filter((text) => english.has(text)))];
}

const day = (open: boolean) => ({ open, from: '08:30', to: '18:00' });
const SETTINGS = {
  shopName: 'Desert Gear',
  phone: '(702) 555-0142',
  email: 'shop@desertgear.example',
  address: '123 Main St, Las Vegas, NV',
  weeklyHours: {
    sunday: day(false),
    monday: day(true),
    tuesday: day(true),
    wednesday: day(true),
    thursday: day(true),
    friday: day(true),
    saturday: day(true),
  },
  specialDays: [],
};

describe('a Spanish screen', () => {
  it('shows no English text on the contact page, its header and footer', async () => {
    fakeTrpc({ 'settings.public': () => SETTINGS, 'services.list': () => [] });
    renderAt('/es/contact', { language: 'es' });
    await screen.findByRole('button', { name: 'Enviar mensaje' }, { timeout: 10_000 });
    expect(englishOnScreen(document.body)).toEqual([]);
  });

  it('shows no English text on the staff overview and the Management cards', async () => {
    localStorage.setItem('auth_token', 'test-token');
    fakeTrpc({
      'overview.figures': () => ({
        partsSoldThisMonth: { count: 3, total: '1450.50' },
        messagesAwaitingReply: 4,
        upcomingAppointments: 7,
      }),
      'overview.today': () => ({ todaysAppointments: 2, unreadMessages: 1 }),
      'repairOrders.overview': () => ({
        inShop: [{ status: 'waiting-parts', count: 2 }],
        awaitingAnswer: 1,
        authorisedThisWeek: '420.00',
      }),
      'auth.me': () => ({ id: 'm1', email: 'm@example.com', firstName: 'Maria', lastName: null, role: 'manager' }),
      'backups.health': () => ({ lastGoodAt: null, lastFailedAt: null, lastError: null, warning: 'never' }),
    });
    const overview = render(<OverviewTab />, { language: 'es' });
    await screen.findByRole('alert');
    expect(englishOnScreen(overview.container)).toEqual([]);
    overview.unmount();
    // The dashboard's frame, its tabs and the Management cards, at their address.
    const management = renderDashboardAt('/dashboard/manage', { language: 'es' });
    await screen.findByRole('link', { name: 'Administrar servicios' });
    expect(englishOnScreen(management.container)).toEqual([]);
  });

  it('is told apart from the English screen, where the same check finds the English words', async () => {
    const { container } = renderDashboardAt('/dashboard/manage', { language: 'en' });
    await screen.findByRole('link', { name: 'Manage Services' });
    expect(englishOnScreen(container)).toEqual(expect.arrayContaining(['Manage Services', 'Settings', 'Backups']));
  });
});
