import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failing, fakeTrpc, pending } from '../../../test/fake-trpc.ts';
import { render } from '../../../test/render.tsx';
import { CarouselTab } from './CarouselTab.tsx';

const toasts = vi.hoisted(() => ({ showErrorToast: vi.fn(), showToast: vi.fn(), onToasterWanted: vi.fn() }));
vi.mock('../../toast/toast.ts', () => toasts);

beforeEach(() => {
  localStorage.setItem('auth_token', 'test-token');
  toasts.showErrorToast.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the carousel tab', () => {
  const image = (id: number, order: number, isActive = true) => ({
    id,
    title: `Banner ${id}`,
    description: null,
    imageUrl: `/demo/banner-${id}.webp`,
    altText: `Banner ${id} picture`,
    isActive,
    order,
    createdAt: new Date(),
    updatedAt: new Date(),
  });

  it('lists images in order with move, visibility, edit and delete, and the smaller file for thumbnails', async () => {
    const fake = fakeTrpc({
      'carousel.adminList': () => [image(4, 1), image(7, 2, false)],
      'carousel.move': () => [],
      'carousel.list': () => [],
      'carousel.update': failing('INTERNAL_SERVER_ERROR', 500),
    });
    render(<CarouselTab />);
    await screen.findByRole('article', { name: 'Banner 4' });
    expect((screen.getByRole('button', { name: 'Move Banner 4 up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Banner 7 down' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Show Banner 7' })).toBeTruthy();
    expect(screen.getByAltText('Banner 4 picture').getAttribute('srcset')).toBe(
      '/demo/banner-4-800.webp 800w, /demo/banner-4.webp 1600w',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Banner 7 up' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === 'carousel.move')?.input).toEqual({ id: 7, direction: 'up' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hide Banner 4' }));
    await waitFor(() => expect(toasts.showErrorToast).toHaveBeenCalledWith('Failed to update carousel image.'));
  });

  it('shows 3 skeletons while loading, and an empty state that opens the Add New Image dialog', async () => {
    fakeTrpc({ 'carousel.adminList': pending });
    const { unmount } = render(<CarouselTab />);
    expect(document.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(3);
    unmount();
    fakeTrpc({ 'carousel.adminList': () => [] });
    render(<CarouselTab />);
    expect(await screen.findByText('No Carousel Images')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Your First Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Image' });
    expect(within(dialog).getByRole('tab', { name: 'Upload Image' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Use URL' })).toBeTruthy();
    expect((within(dialog).getByRole('switch', { name: 'Show on the home page' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Image' }));
    expect(await within(dialog).findByText('Title must be at least 2 characters')).toBeTruthy();
    expect(within(dialog).getByText('Please provide an image URL or upload an image')).toBeTruthy();
    expect(within(dialog).getByText('Alt text must be at least 5 characters')).toBeTruthy();
  });
});
