import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { ServicesSection } from './ServicesSection.tsx';

const service = (id: number, name: string, icon: string | null) => ({
  id,
  icon,
  name,
  description: `What ${name} covers`,
});

describe('the services section', () => {
  it('shows the services it is given, in their order and language, each with its picture', () => {
    render(
      <ServicesSection
        services={[
          service(3, 'Servicio de frenos', 'brakes'),
          service(1, 'Alineación', null),
          service(9, 'Aire acondicionado', 'air-conditioning'),
        ]}
      />,
      { language: 'es' },
    );
    const cards = screen.getAllByRole('article');
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
  });

  it('keeps its title and shows placeholders while the services load', () => {
    render(<ServicesSection services={undefined} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Our Services');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(document.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(6);
  });
});
