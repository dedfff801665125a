import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/app.tsx';

describe('LanguageToggle', () => {
  it('reads ES in English, goes to the page’s Spanish address, remembers it and sets <html lang>', async () => {
    const { router } = renderAt('/testimonials');
    const toggle = await screen.findByRole('button', { name: 'ES: Switch to Spanish' });
    expect(toggle.textContent).toBe('ES');

    await userEvent.click(toggle);

    const back = await screen.findByRole('button', { name: 'EN: Cambiar a inglés' });
    expect(back.textContent).toBe('EN');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('language')).toBe('es');
    expect(router.history.location.pathname).toBe('/es/testimonials');

    await userEvent.click(back);
    await screen.findByRole('button', { name: 'ES: Switch to Spanish' });
    expect(router.history.location.pathname).toBe('/testimonials');
  });
});
