import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failing, fakeTrpc } from '../../test/fake-trpc.ts';
import { render } from '../../test/render.tsx';
import { ContactForm } from './ContactForm.tsx';

const toasts = vi.hoisted(() => ({ showErrorToast: vi.fn(), showToast: vi.fn(), onToasterWanted: vi.fn() }));
vi.mock('../toast/toast.ts', () => toasts);

async function submitEmpty() {
  fireEvent.click(screen.getByRole('button', { name: /Send Message|Enviar mensaje/ }));
  return screen.findAllByText(/.+/, { selector: '.mantine-InputWrapper-error' });
}

describe('ContactForm validation', () => {
  it('shows the owner’s messages in English', async () => {
    render(<ContactForm phone="(702) 555-0142" />);
    const errors = (await submitEmpty()).map((e) => e.textContent);
    expect(errors).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid phone number',
      'Please enter a valid email address',
      'Subject must be at least 5 characters',
      'Message must be at least 10 characters',
    ]);
  });

  it('shows them in Spanish when Spanish is active', async () => {
    render(<ContactForm phone="(702) 555-0142" />, { language: 'es' });
    const errors = (await submitEmpty()).map((e) => e.textContent);
    expect(errors).toEqual([
      'El nombre debe tener al menos 2 caracteres',
      'Ingrese un número de teléfono válido',
      'Ingrese un correo electrónico válido',
      'El asunto debe tener al menos 5 caracteres',
      'El mensaje debe tener al menos 10 caracteres',
    ]);
  });

  it('refuses a control character in a field, in Spanish when Spanish is active', async () => {
    render(<ContactForm phone="(702) 555-0142" />, { language: 'es' });
    const fill = (name: string, value: string) =>
      fireEvent.change(document.querySelector(`[name="${name}"]`) as HTMLInputElement, { target: { value } });
    fill('name', 'Karen Lee');
    fill('phone', '(702) 555-0199');
    fill('email', 'karen@example.com');
    fill('subject', 'Ruido en la transmisión\u001b[2J');
    fill('message', 'Mi carro hace ruido al cambiar\u0007 de velocidad.');
    const errors = (await submitEmpty()).map((e) => e.textContent);
    expect(errors).toEqual([
      'Contiene caracteres que no están permitidos',
      'Contiene caracteres que no están permitidos',
    ]);
  });

  it('keeps the honeypot out of reach: hidden from assistive technology and the tab order', () => {
    render(<ContactForm phone={undefined} />);
    const honeypot = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('Send Another Message keeps name, email and phone, and empties subject and message', async () => {
    const fake = fakeTrpc({ 'messages.send': () => ({ success: true }) });
    render(<ContactForm phone="(702) 555-0142" />);
    const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
    const fill = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
    fill('name', 'Karen Lee');
    fill('phone', '(702) 555-0199');
    fill('email', 'karen@example.com');
    fill('subject', 'Transmission noise');
    fill('message', 'It whines in third gear.');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send Another Message' }));
    expect(fake.calls.map((c) => c.path)).toEqual(['messages.send']);
    expect(['name', 'phone', 'email', 'subject', 'message'].map((n) => field(n).value)).toEqual([
      'Karen Lee',
      '(702) 555-0199',
      'karen@example.com',
      '',
      '',
    ]);
  });

  it('in Spanish, says the message could not be taken now with the shop’s phone, and keeps what was typed', async () => {
    // The database is away: the server answers 503, and nothing was stored.
    fakeTrpc({ 'messages.send': failing('service-unavailable') });
    render(<ContactForm phone="(702) 555-0142" />, { language: 'es' });
    const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
    const fill = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
    fill('name', 'Karen Lee');
    fill('phone', '(702) 555-0199');
    fill('email', 'karen@example.com');
    fill('subject', 'Ruido en la transmisión');
    fill('message', 'Hace ruido en tercera.');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() =>
      expect(toasts.showErrorToast).toHaveBeenCalledWith(
        'No se pudo enviar el mensaje',
        'Inténtelo de nuevo o llámenos directamente al (702) 555-0142.',
      ),
    );
    expect(field('message').value).toBe('Hace ruido en tercera.');
    expect(screen.queryByRole('button', { name: 'Enviar otro mensaje' })).toBeNull();
  });
});

afterEach(() => vi.unstubAllGlobals());
