import { describe, expect, it } from 'vitest';
import { render } from '../../../test/render.tsx';
import { PartImage } from './PartImage.tsx';
import type { PublicPart } from './public-part.ts';

const part = (imageUrl: string | null) => ({ id: 1, name: 'Alternator', imageUrl }) as PublicPart;

describe('a part’s photo', () => {
  it('shows an http(s) address or one of the shop’s uploads, and a placeholder for anything else', () => {
    for (const url of ['https://images.example.com/a.jpg', '/uploads/0123456789abcdef0123456789abcdef.webp']) {
      const { container, unmount } = render(<PartImage part={part(url)} height={100} />);
      expect(container.querySelector('img')?.getAttribute('src')).toBe(url);
      unmount();
    }
    // A script or data address stored before the rules existed.
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/a.jpg']) {
      const { container, unmount } = render(<PartImage part={part(url)} height={100} />);
      expect(container.querySelector('img')).toBeNull();
      unmount();
    }
  });
});
