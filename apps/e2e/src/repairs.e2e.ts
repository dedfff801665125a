import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, PHONE } from './browser.ts';
import { mailTo, readableMail } from './mailbox.ts';
import { shop } from './shop.ts';
import { axeProblems, dashboardTab, openAs, staffToken, untilLoaded } from './staff-pages.ts';

// Unique per run, so the rows this test makes are easy to find among the demo content.
const RUN = String(Date.now()).slice(-6);

const estimateLink = (raw: string) =>
  /https?:\/\/[^\s"<>]+\/es\/repairs\/[A-Za-z0-9_-]{43}/.exec(readableMail(raw))?.[0];

/** Today in Las Vegas and 30 days later, as the slots path takes them. */
function range(): { from: string; to: string } {
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(d);
  return { from: day(new Date()), to: day(new Date(Date.now() + 30 * 86_400_000)) };
}

/** The toast on screen, once it says `text`. */
const toastSays = (page: Page, text: string) =>
  expect.poll(() => page.locator('.mantine-Notification-root').textContent(), { timeout: 10_000 }).toContain(text);

/** A column of the board, by the status it shows. */
const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('a repair order from check-in to pickup, approved from the customer’s phone', () => {
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-repair-photo-'));
  });
  afterAll(async () => {
    await browser?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('checks in an appointment, sends the estimate, the customer answers in Spanish, and the part is sold at pickup', async () => {
    const problems: string[] = [];
    const email = `repair.${RUN}@example.com`;
    const lastName = `Rivas${RUN}`;
    const partName = `Valve Body ${RUN}`;

    // A customer's booking from the website, in Spanish, and a part in the inventory.
    const staff = await openAs(browser, 'en', { viewport: DESKTOP });
    const { page } = staff;
    const { from, to } = range();
    const slots = (await (await page.request.get(`/api/appointments/slots?from=${from}&to=${to}`)).json()) as {
      slots: { start: string }[];
    };
    const booked = await page.request.post('/api/appointments', {
      data: {
        firstName: 'Lucia',
        lastName,
        phone: `(702) 555-${RUN.slice(-4)}`,
        email,
        serviceId: null,
        vehicleYear: 2014,
        vehicleMake: 'Toyota',
        vehicleModel: 'Camry',
        appointmentDate: slots.slots[0]?.start,
        notes: 'Se resbala entre segunda y tercera en frío.',
        language: 'es',
        website: '',
      },
    });
    expect(booked.status()).toBe(201);
    const manager = { authorization: `Bearer ${await staffToken(page, 'manager')}` };
    const part = await page.request.post('/api/admin/parts', {
      headers: manager,
      data: { name: partName, category: 'Transmissions', price: '420.00', partNumber: `VB-${RUN}` },
    });
    expect(part.status()).toBe(201);
    const partId = ((await part.json()) as { id: number }).id;

    // The supervisor checks the car in from the appointment's card: its repair order opens.
    const token = await staffToken(page, 'supervisor');
    await staff.context.addInitScript((t) => localStorage.setItem('auth_token', t), token);
    await page.goto('/dashboard/appointments');
    await page.getByLabel('Search appointments').fill(lastName);
    await page.getByRole('button', { name: `Check in: Lucia ${lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Check in' });
    expect(await dialog.getByLabel(/^Model/).inputValue()).toBe('Camry');
    problems.push(...(await axeProblems(page, 'check-in dialog (en)')));
    await dialog.getByLabel(/^VIN/).fill('4T1BF1FK7EU123456');
    await dialog.getByLabel(/^Mileage/).fill('128400');
    await dialog.getByRole('button', { name: 'Check in' }).click();
    await page.waitForURL(/\/dashboard\/repairs\/\d+$/);
    const roId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const heading = page.getByRole('heading', { level: 2, name: /^RO-\d+$/ });
    const number = (await heading.textContent()) ?? '';
    expect(await page.getByText('Se resbala entre segunda y tercera en frío.').count()).toBe(1);
    await untilLoaded(page);
    problems.push(...(await axeProblems(page, 'repair order (en)')));

    // Labor at the shop's rate.
    await page.getByRole('button', { name: 'Add line' }).click();
    let form = page.getByRole('form', { name: 'New line' });
    await form.getByLabel(/^Description/).fill('Diagnose shifting');
    await form.getByLabel(/^Hours/).fill('1.5');
    expect(await form.getByText('Line total: $180.00').count()).toBe(1);
    problems.push(...(await axeProblems(page, 'new line form (en)')));
    await form.getByRole('button', { name: 'Add line' }).click();
    await expect.poll(() => page.getByRole('article', { name: 'Diagnose shifting' }).count()).toBe(1);

    // The part from the inventory, with a photo of the worn one from the phone's camera (a file here).
    const photo = path.join(dir, 'worn-valve-body.jpg');
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7c2d12' } })
      .jpeg()
      .toFile(photo);
    await page.getByRole('button', { name: 'Add line' }).click();
    form = page.getByRole('form', { name: 'New line' });
    await form.getByLabel('Kind').selectOption('part');
    await form.getByLabel(/^Find a part in the inventory/).fill(partName);
    await form.getByRole('button', { name: `Use ${partName}` }).click();
    expect(await form.getByLabel(/^Description/).inputValue()).toBe(`${partName} (VB-${RUN})`);
    await form.getByLabel(/^Unit price/).fill('350.00');
    const camera = form.locator('input[type="file"]');
    expect(await camera.getAttribute('accept')).toBe('image/*');
    expect(await camera.getAttribute('capture')).toBe('environment');
    await camera.setInputFiles(photo);
    await expect.poll(() => form.locator('img[src^="/uploads/"]').count(), { timeout: 20_000 }).toBe(1);
    await form.getByRole('button', { name: 'Add line' }).click();
    const partLine = page.getByRole('article', { name: `${partName} (VB-${RUN})` });
    await expect.poll(() => partLine.count()).toBe(1);
    expect(await partLine.locator('img[src^="/uploads/"]').count()).toBe(1);
    // 180.00 labor + 350.00 part + 8.375% tax on the part (29.31) = 559.31.
    await expect.poll(() => page.locator('[data-total]').textContent()).toBe('$559.31');

    await page.getByRole('button', { name: 'Send estimate' }).click();
    await toastSays(page, 'Estimate version 1 sent to the customer');
    await expect.poll(() => page.locator('[data-version="1"]').count()).toBe(1);

    // The supervisor keeps the board open while the customer answers: it must change by itself.
    const board = page;
    await board.goto('/dashboard/repairs');
    const cardIn = (name: string) => column(board, name).getByRole('article', { name: new RegExp(`^${number} `) });
    await expect.poll(() => cardIn('Awaiting approval').count()).toBe(1);
    await expect.poll(() => board.evaluate(() => document.body.dataset.liveNews)).toBe('ready');
    // A mark on this very document: a reload or another visit would take it away.
    await board.evaluate(() => {
      document.body.dataset.keptOpen = 'yes';
    });

    // The customer, in Spanish on a 375 px phone, from the link in the email.
    await expect
      .poll(() => mailTo(shop.mailDir, email).find((raw) => estimateLink(raw) !== undefined), { timeout: 20_000 })
      .toBeDefined();
    const link = estimateLink(mailTo(shop.mailDir, email).find((raw) => estimateLink(raw) !== undefined) ?? '') ?? '';
    const address = new URL(link).pathname;
    const customer = await openAs(browser, 'es', { viewport: PHONE });
    const phone = customer.page;
    const requests: string[] = [];
    phone.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const answer = await phone.goto(address);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer?.headers()['cache-control']).toBe('no-store');
    await phone.waitForFunction(() => performance.getEntriesByName('shop:interactive').length > 0);
    expect(await phone.getByRole('heading', { level: 1 }).textContent()).toBe('Presupuesto para su 2014 Toyota Camry');
    expect(await phone.getByRole('img', { name: `Lo que encontramos (1): ${partName} (VB-${RUN})` }).count()).toBe(1);
    // Nothing wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    problems.push(...(await axeProblems(phone, 'estimate page (es, phone)')));
    const answerFor = (description: string) => phone.getByRole('group', { name: `Su respuesta: ${description}` });
    await answerFor(`${partName} (VB-${RUN})`).getByRole('radio', { name: 'Aprobar' }).check();
    await answerFor('Diagnose shifting').getByRole('radio', { name: 'Rechazar' }).check();
    await phone.getByLabel('¿Por qué? (opcional)').fill('Ya lo diagnosticaron en otro taller');
    await phone.getByLabel(/^Su nombre completo/).fill(`Lucia ${lastName}`);
    await phone.getByRole('checkbox', { name: /^Autorizo a / }).check();
    problems.push(...(await axeProblems(phone, 'estimate page, answered (es, phone)')));
    await phone.getByRole('button', { name: 'Enviar mi respuesta' }).click();
    await expect.poll(() => phone.getByRole('heading', { name: 'Su autorización' }).count()).toBe(1);
    const answered = Date.now();
    // The open board moves the car to Approved on the news of the answer, in a few seconds.
    await expect.poll(() => cardIn('Approved').count(), { timeout: 5_000, interval: 100 }).toBe(1);
    const heard = Date.now() - answered;
    expect(await cardIn('Awaiting approval').count()).toBe(0);
    expect(await board.evaluate(() => document.body.dataset.keptOpen)).toBe('yes');
    console.info(`The open board showed ${number} approved ${heard} ms after the customer's answer`);
    // And says so: the supervisor reads the news and closes it.
    await toastSays(board, 'Estimate approved');
    await board.locator('.mantine-Notification-root').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => board.locator('.mantine-Notification-root').count()).toBe(0);
    expect(await phone.getByText('Usted aprobó esto').count()).toBe(1);
    expect(await phone.getByText('Usted rechazó esto').count()).toBe(1);
    problems.push(...(await axeProblems(phone, 'estimate receipt (es, phone)')));
    // Public code only: no tRPC client, no dashboard.
    expect(requests.filter((p) => p.startsWith('/trpc') || /dashboard|admin/i.test(p))).toEqual([]);
    expect(customer.errors).toEqual([]);
    // Reloaded, the page is the receipt.
    await phone.reload();
    expect(await phone.getByRole('heading', { name: 'Su autorización' }).count()).toBe(1);
    await customer.context.close();

    // A bad link: the same 404 page in both languages.
    for (const lang of ['en', 'es'] as const) {
      const other = await openAs(browser, lang);
      const bad = await other.page.goto(`${lang === 'es' ? '/es' : ''}/repairs/${'x'.repeat(43)}`);
      expect(bad?.status()).toBe(404);
      expect(bad?.headers()['referrer-policy']).toBe('no-referrer');
      expect(await other.page.getByRole('heading', { level: 1 }).textContent()).toBe(
        lang === 'es' ? 'Este enlace no funciona' : 'This link does not work',
      );
      problems.push(...(await axeProblems(other.page, `bad estimate link (${lang})`)));
      await other.context.close();
    }

    // On the board still open, the supervisor drags the car to In repair, moves it with the keyboard
    // and its buttons, then takes it to pickup.
    const card = cardIn('Approved');
    expect(await board.evaluate(() => document.body.dataset.keptOpen)).toBe('yes');
    problems.push(...(await axeProblems(board, 'repairs board (en)')));
    const handle = card.getByRole('button', { name: `Move ${number}`, exact: true });
    // The board scrolls sideways: both columns in view before the drag starts.
    await column(board, 'In repair').scrollIntoViewIfNeeded();
    await handle.scrollIntoViewIfNeeded();
    const target = (await column(board, 'In repair').boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    await handle.hover();
    await board.mouse.down();
    await board.mouse.move(target.x + target.width / 2, target.y + 60, { steps: 12 });
    await board.mouse.up();
    const inRepair = column(board, 'In repair').getByRole('article', { name: new RegExp(`^${number} `) });
    await expect.poll(() => inRepair.count()).toBe(1);
    // With the keyboard: Space takes the card, Right carries it a column over, Space drops it.
    await inRepair.getByRole('button', { name: `Move ${number}`, exact: true }).focus();
    await board.keyboard.press('Space');
    // As a screen reader user, once the card is said to be held (over the column it is in)...
    await expect
      .poll(() => board.locator('[id^="DndLiveRegion"]').textContent())
      .toContain(`${number} is over In repair.`);
    // ...and once dnd-kit listens for the arrows: it starts in a timer it set as the card was
    // taken, which a timer set now follows (an arrow sent before then goes unheard).
    await board.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    await board.keyboard.press('ArrowRight');
    // The board scrolls to bring the column under the card; the announcement says where it is.
    await expect
      .poll(() => board.locator('[id^="DndLiveRegion"]').textContent())
      .toContain(`${number} is over Waiting for parts.`);
    await board.keyboard.press('Space');
    const waiting = column(board, 'Waiting for parts').getByRole('article', { name: new RegExp(`^${number} `) });
    await expect.poll(() => waiting.count()).toBe(1);
    // And with its buttons.
    await waiting.getByRole('button', { name: `Move ${number} to In repair` }).click();
    await expect.poll(() => inRepair.count()).toBe(1);
    await inRepair.getByRole('button', { name: `Move ${number} to Ready for pickup` }).click();
    const ready = column(board, 'Ready for pickup').getByRole('article', { name: new RegExp(`^${number} `) });
    await expect.poll(() => ready.count()).toBe(1);
    await ready.getByRole('button', { name: `Move ${number} to Picked up` }).click();
    await toastSays(board, `${number}: Picked up`);

    // The approved part is sold to the customer at the line's price, noted with the repair order.
    const sold = await board.request.get(`/api/admin/parts?q=${encodeURIComponent(partName)}`, { headers: manager });
    const parts = (await sold.json()) as {
      id: number;
      status: string;
      salePrice: string;
      soldTo: string;
      soldNotes: string;
    }[];
    expect(parts.find((p) => p.id === partId)).toMatchObject({
      status: 'sold',
      salePrice: '350.00',
      soldTo: `Lucia ${lastName}`,
      soldNotes: number,
    });

    // The repair order keeps the authorisation and the whole history.
    await board.goto(`/dashboard/repairs/${roId}`);
    await untilLoaded(board);
    await expect.poll(() => board.locator('[data-authorisation="approved"]').count()).toBe(1);
    expect(await board.getByRole('region', { name: 'History', exact: true }).textContent()).toContain(
      'Ready for pickup → Picked up',
    );

    // The other screens, axe clean: the list and the walk-in form.
    await board.goto('/dashboard/repairs/list?status=picked-up');
    await untilLoaded(board);
    await expect.poll(() => board.getByRole('article', { name: new RegExp(`^${number} `) }).count()).toBe(1);
    problems.push(...(await axeProblems(board, 'repair orders list (en)')));
    await board.goto('/dashboard/repairs/new');
    await board.getByRole('heading', { name: 'New repair order' }).waitFor();
    problems.push(...(await axeProblems(board, 'new repair order (en)')));
    await staff.context.close();

    // In Spanish too, on a phone.
    const spanish = await openAs(browser, 'es', { viewport: PHONE, token });
    const es = spanish.page;
    await es.goto('/dashboard/repairs');
    await untilLoaded(es);
    await expect.poll(() => column(es, 'Recibido').count()).toBe(1);
    problems.push(...(await axeProblems(es, 'repairs board (es, phone)')));
    await es.goto(`/dashboard/repairs/${roId}`);
    await untilLoaded(es);
    await expect.poll(() => es.getByRole('heading', { name: 'Trabajo y refacciones' }).count()).toBe(1);
    problems.push(...(await axeProblems(es, 'repair order (es, phone)')));
    await es.goto('/dashboard/repairs/list');
    await es.getByRole('searchbox', { name: /^Buscar órdenes de reparación/ }).waitFor();
    await untilLoaded(es);
    problems.push(...(await axeProblems(es, 'repair orders list (es, phone)')));
    await es.goto('/dashboard/repairs/new');
    await es.getByRole('heading', { name: 'Nueva orden de reparación' }).waitFor();
    problems.push(...(await axeProblems(es, 'new repair order (es, phone)')));
    await dashboardTab(es, 'Resumen').click();
    await expect.poll(() => es.getByRole('article', { name: 'Autos en el taller' }).count()).toBe(1);
    problems.push(...(await axeProblems(es, 'overview (es, phone)')));
    await spanish.context.close();
    expect(problems).toEqual([]);
  }, 240_000);
});
