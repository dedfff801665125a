import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/render.tsx';
import { HeroCarousel, type Slide } from './HeroCarousel.tsx';

const slide = (id: number): Slide => ({
  id,
  title: `Slide ${id}`,
  description: null,
  imageUrl: `/demo/slide-${id}.webp`,
  altText: `Picture ${id}`,
  isActive: true,
  order: id,
});
const SLIDES = [slide(1), slide(2), slide(3)];
const counter = () => screen.getByText(/^\d \/ \d$/).textContent;

describe('HeroCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every five seconds and wraps from the last image to the first', () => {
    render(<HeroCarousel slides={SLIDES} loading={false} />);
    expect(counter()).toBe('1 / 3');
    act(() => vi.advanceTimersByTime(4999));
    expect(counter()).toBe('1 / 3');
    act(() => vi.advanceTimersByTime(1));
    expect(counter()).toBe('2 / 3');
    act(() => vi.advanceTimersByTime(10_000));
    expect(counter()).toBe('1 / 3');
  });

  it('jumps with the dots and steps with previous/next, wrapping both ways', () => {
    render(<HeroCarousel slides={SLIDES} loading={false} />);
    const dots = screen.getAllByRole('button', { name: /^Show image/ });
    expect(dots).toHaveLength(3);
    fireEvent.click(dots[2]!);
    expect(counter()).toBe('3 / 3');
    expect(dots[2]!.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(counter()).toBe('3 / 3');
  });

  it('stops when paused, and announces changes politely then', () => {
    render(<HeroCarousel slides={SLIDES} loading={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(counter()).toBe('1 / 3');
    expect(document.querySelector('[aria-live="polite"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(counter()).toBe('2 / 3');
  });

  it('shows no dots for a single image, a welcome without images, a placeholder while loading', () => {
    const { unmount } = render(<HeroCarousel slides={[slide(1)]} loading={false} />);
    expect(screen.queryAllByRole('button', { name: /^Show image/ })).toHaveLength(0);
    expect(counter()).toBe('1 / 1');
    unmount();
    const empty = render(<HeroCarousel slides={[]} loading={false} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Welcome to professional auto repair');
    expect(screen.queryAllByRole('img')).toEqual([]);
    empty.unmount();
    render(<HeroCarousel slides={undefined} loading={true} />);
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('Loading images');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('retries a failed image once with a cache-busting parameter, and only once', () => {
    render(<HeroCarousel slides={[slide(1)]} loading={false} />);
    const img = screen.getByAltText('Picture 1') as HTMLImageElement;
    expect(img.getAttribute('srcset')).toBe('/demo/slide-1-800.webp 800w, /demo/slide-1.webp 1600w');
    fireEvent.error(img);
    const retried = img.getAttribute('src');
    expect(retried).toMatch(/^\/demo\/slide-1\.webp\?retry=\d+$/);
    expect(img.getAttribute('srcset')).toBeNull();
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(retried);
  });
});
