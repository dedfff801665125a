import { Trans } from '@lingui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';

describe('a translation key missing from the catalogue', () => {
  it('is shown as the key itself, in both languages', () => {
    const { unmount } = render(<Trans id="hero.no-such-key" />);
    expect(screen.getByText('hero.no-such-key')).toBeTruthy();
    unmount();
    render(<Trans id="hero.no-such-key" />, { language: 'es' });
    expect(screen.getByText('hero.no-such-key')).toBeTruthy();
  });

  it('while a known key shows its text', () => {
    render(<Trans id="hero.title" />, { language: 'es' });
    expect(screen.getByText('Reparación Experta de Transmisiones y Autos')).toBeTruthy();
  });
});
