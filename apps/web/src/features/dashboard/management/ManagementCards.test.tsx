import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboardAt } from '../../../test/app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the Management tab', () => {
  it('shows the management cards, in Spanish too, each a link to its screen’s address', async () => {
    renderDashboardAt('/dashboard/manage', { language: 'es' });
    const main = await screen.findByRole('link', { name: 'Administrar servicios' });
    const cards = within(main.closest('.mantine-SimpleGrid-root') as HTMLElement);
    expect(
      cards.getAllByRole('heading').map((h) => [h.textContent, within(h).getByRole('link').getAttribute('href')]),
    ).toEqual([
      ['Administrar servicios', '/dashboard/manage/services'],
      ['Administrar usuarios', '/dashboard/manage/users'],
      ['Administrar contenido', '/dashboard/manage/content'],
      ['Configuración', '/dashboard/manage/settings'],
      ['Respaldos', '/dashboard/manage/backups'],
      ['Reseñas', '/dashboard/manage/reviews'],
      ['Actividad', '/dashboard/manage/activity'],
    ]);
    // On the cards there is nothing to go back to.
    expect(screen.queryByRole('link', { name: 'Volver a administración' })).toBeNull();
  });

  it('opens a screen with the way back to the cards', async () => {
    // The screen's own reads go unanswered here: only the way back is looked at.
    renderDashboardAt('/dashboard/manage/backups');
    const back = await screen.findByRole('link', { name: 'Back to management' });
    expect(back.getAttribute('href')).toBe('/dashboard/manage');
  });
});
