import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { ServicesSection } from './ServicesSection.tsx';

/** On a page of a small router, as on the home page: the cards link to the booking page. */
function onPage(ui: ReactElement) {
  const root = createRootRoute({ component: () => ui });
  const booking = createRoute({ getParentRoute: () => root, path: '/appointments' });
  const router = createRouter({
    routeTree: root.addChildren([booking]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return <RouterProvider router={router} />;
}

const service = (id: number, name: string, icon: string | null) => ({
  id,
  icon,
  name,
  description: `What ${name} covers`,
});

describe('the services section', () => {
  it('shows the services it is given, in their order and language, each with its picture and booking link', async () => {
    render(
      onPage(
        <ServicesSection
          services={[
            service(3, 'Servicio de frenos', 'brakes'),
            service(1, 'Alineación', null),
            service(9, 'Aire acondicionado', 'air-conditioning'),
          ]}
        />,
      ),
      { language: 'es' },
    );
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Servicio de frenos',
      'Alineación',
      'Aire acondicionado',
    ]);
    expect(cards[0]?.textContent).toContain('What Servicio de frenos covers');
    // Brakes have their own picture; a service without a known one gets the wrench.
    expect(cards[0]?.querySelector('svg')?.getAttribute('class')).toContain('icon-disc');
    expect(cards[1]?.querySelector('svg')?.getAttribute('class')).toContain('icon-tool');
    expect(cards[2]?.querySelector('svg')?.getAttribute('class')).toContain('icon-tool');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Nuestros servicios');
    const book = within(cards[0] as HTMLElement).getByRole('link', {
      name: 'Reservar este servicio: Servicio de frenos',
    });
    expect(book.getAttribute('href')).toBe('/appointments?service=3');
  });

  it('keeps its title and shows placeholders while the services load', () => {
    render(<ServicesSection services={undefined} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Our Services');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(document.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(6);
  });
});
