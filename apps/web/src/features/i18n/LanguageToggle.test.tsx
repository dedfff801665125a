import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { LanguageToggle } from './LanguageToggle.tsx';

describe('LanguageToggle', () => {
  it('reads ES in English, switches to Spanish, remembers it and sets <html lang>', async () => {
    render(<LanguageToggle />);
    const toggle = screen.getByRole('button', { name: 'ES: Switch to Spanish' });
    expect(toggle.textContent).toBe('ES');

    await userEvent.click(toggle);

    const back = await screen.findByRole('button', { name: 'EN: Cambiar a inglés' });
    expect(back.textContent).toBe('EN');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('language')).toBe('es');
  });
});
