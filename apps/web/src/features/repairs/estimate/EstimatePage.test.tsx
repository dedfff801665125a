import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/render.tsx';
import { EstimatePage } from './EstimatePage.tsx';
import type { CustomerEstimate } from './estimate-answer.ts';

afterEach(() => vi.unstubAllGlobals());

const line = (id: number, kind: string, description: string, total: string, recommendation: string) => ({
  id,
  kind,
  description,
  quantity: '1',
  unitPrice: total,
  total,
  recommendation,
  photos: id === 1 ? ['/uploads/0123456789abcdef0123456789abcdef.webp'] : [],
  decision: null,
});

const estimate = (version: number): CustomerEstimate =>
  ({
    number: 'RO-1001',
    status: 'awaiting-approval',
    language: 'es',
    firstName: 'Maria',
    vehicle: '2014 Toyota Camry',
    concern: 'Se resbala entre segunda y tercera en frío.',
    shop: { name: 'Desert Gear', phone: '(702) 555-0100' },
    estimate: {
      version,
      lines: [
        line(1, 'labor', 'Diagnose shifting', '180.00', 'urgent'),
        line(2, 'part', 'Valve body', '350.00', 'can-wait'),
      ],
      partsSubtotal: '350.00',
      laborSubtotal: '180.00',
      feesSubtotal: '0.00',
      tax: '29.31',
      total: '559.31',
      sentAt: '2026-11-23T17:00:00.000Z',
      expiresAt: '2026-12-23T17:00:00.000Z',
      expired: false,
      answerable: true,
      partsTaxRate: '8.375',
      laborTaxed: false,
    },
    authorisation: null,
    history: [],
  }) as unknown as CustomerEstimate;

/** The server as the page meets it: each request answered in turn by `answers` (status and body). */
function serverAnswering(answers: { status: number; body: unknown }[]) {
  const sent: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const next = answers.shift();
      if (!next) throw new Error(`no answer for ${url}`);
      return Response.json(next.body, { status: next.status });
    }),
  );
  return sent;
}

const answerLine = (description: string, choice: string) =>
  fireEvent.click(
    within(screen.getByRole('group', { name: `Su respuesta: ${description}` })).getByRole('radio', {
      name: choice,
    }),
  );

describe('the customer’s estimate page', () => {
  it('shows the car, every line with its advice, photos and totals, in Spanish', () => {
    render(<EstimatePage token="tok" answer={{ found: estimate(1) }} />, { language: 'es' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Presupuesto para su 2014 Toyota Camry');
    expect(screen.getByText('RO-1001, versión 1')).toBeTruthy();
    expect(screen.getByText('Urgente')).toBeTruthy();
    expect(screen.getByText('Puede esperar')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Lo que encontramos (1): Diagnose shifting' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Totales del presupuesto' }).textContent).toContain(
      'Total del presupuesto$559.31',
    );
  });

  it('asks for every line’s answer, the name and the consent, then sends them and shows the receipt', async () => {
    const receipt = {
      ...estimate(1),
      status: 'approved',
      estimate: {
        ...estimate(1).estimate,
        answerable: false,
        lines: estimate(1).estimate.lines.map((l) => ({ ...l, decision: l.id === 1 ? 'approved' : 'declined' })),
      },
      authorisation: {
        outcome: 'approved',
        signedName: 'Maria Lopez',
        authorisedAt: '2026-11-23T18:00:00.000Z',
        approvedTotal: '180.00',
        declineReason: null,
      },
    };
    const sent = serverAnswering([{ status: 200, body: receipt }]);
    render(<EstimatePage token="tok" answer={{ found: estimate(1) }} />, { language: 'es' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mi respuesta' }));
    expect(screen.getByRole('alert').textContent).toBe('Apruebe o rechace cada línea');
    expect(sent).toEqual([]);
    answerLine('Diagnose shifting', 'Aprobar');
    answerLine('Valve body', 'Rechazar');
    fireEvent.change(screen.getByRole('textbox', { name: '¿Por qué? (opcional)' }), {
      target: { value: 'El próximo mes' },
    });
    expect(screen.getByText('1 de 2 líneas aprobadas.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Su nombre completo/ }), { target: { value: 'Maria Lopez' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Autorizo a Desert Gear/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mi respuesta' }));
    await screen.findByRole('heading', { name: 'Su autorización' });
    expect(sent).toEqual([
      {
        url: '/api/repairs/tok/approval',
        method: 'POST',
        body: {
          version: 1,
          decisions: [
            { lineId: 1, approved: true, reason: null },
            { lineId: 2, approved: false, reason: 'El próximo mes' },
          ],
          signedName: 'Maria Lopez',
          declineReason: null,
        },
      },
    ]);
    expect(screen.getByText('Usted aprobó esto')).toBeTruthy();
    expect(screen.getByText('Usted rechazó esto')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar mi respuesta' })).toBeNull();
  });

  it('shows the newer version when the one answered was replaced meanwhile', async () => {
    const sent = serverAnswering([
      { status: 409, body: { message: 'outdated', reason: 'estimate-outdated' } },
      { status: 200, body: estimate(2) },
    ]);
    render(<EstimatePage token="tok" answer={{ found: estimate(1) }} />, { language: 'es' });
    answerLine('Diagnose shifting', 'Aprobar');
    answerLine('Valve body', 'Aprobar');
    fireEvent.change(screen.getByRole('textbox', { name: /Su nombre completo/ }), { target: { value: 'Maria Lopez' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Autorizo/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mi respuesta' }));
    expect((await screen.findByRole('status')).textContent).toContain('El presupuesto se actualizó');
    expect(screen.getByText('RO-1001, versión 2')).toBeTruthy();
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/repairs/tok/approval',
      'GET /api/repairs/tok',
    ]);
  });

  it('asks the customer to call once the estimate expired', () => {
    const expired = estimate(1);
    render(
      <EstimatePage
        token="tok"
        answer={{ found: { ...expired, estimate: { ...expired.estimate, expired: true, answerable: false } } }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Please call us at (702) 555-0100');
    expect(screen.queryByRole('button', { name: 'Send my answer' })).toBeNull();
  });
});
