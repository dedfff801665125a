import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFailure, failing, fakeTrpc, pending } from '../../../test/fake-trpc.ts';
import { fieldError } from '../../../test/field-error.ts';
import { render } from '../../../test/render.tsx';
import { CarouselTab } from './CarouselTab.tsx';

const toasts = vi.hoisted(() => ({
  showErrorToast: vi.fn(),
  showSuccessToast: vi.fn(),
  clearToasts: vi.fn(),
  showToast: vi.fn(),
  onToasterWanted: vi.fn(),
}));
vi.mock('../../toast/toast.ts', () => toasts);

beforeEach(() => {
  localStorage.setItem('auth_token', 'test-token');
  for (const toast of Object.values(toasts)) toast.mockClear();
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
    titleEs: null,
    descriptionEs: null,
    altTextEs: null,
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
      'carousel.update': failing('internal-error'),
    });
    render(<CarouselTab />);
    await screen.findByRole('article', { name: 'Banner 4' });
    expect((screen.getByRole('button', { name: 'Move Banner 4 up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Banner 7 down' }) as HTMLButtonElement).disabled).toBe(true);
    // The hidden one says so, and offers to show it.
    expect(screen.getByRole('article', { name: 'Banner 4' }).textContent).toContain('Visible');
    expect(screen.getByRole('article', { name: 'Banner 7' }).textContent).toContain('Hidden');
    expect((screen.getByRole('button', { name: 'Show Banner 7' }) as HTMLButtonElement).disabled).toBe(false);
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
    await screen.findByText('No Carousel Images');
    expect(screen.queryAllByRole('article')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Your First Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Image' });
    // Upload first, a URL the other choice.
    expect(within(dialog).getByRole('tab', { name: 'Upload Image' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('tab', { name: 'Use URL' }).getAttribute('aria-selected')).toBe('false');
    expect((within(dialog).getByRole('switch', { name: 'Show on the home page' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Image' }));
    await waitFor(() =>
      expect(fieldError(within(dialog).getByLabelText(/^Title/))).toBe('Title must be at least 2 characters'),
    );
    expect(fieldError(within(dialog).getByLabelText(/^Alt text/))).toBe('Alt text must be at least 5 characters');
    expect(fieldError(within(dialog).getByLabelText(/^Image file/))).toBe(
      'Please provide an image URL or upload an image',
    );
  });

  it('edits the English and Spanish texts side by side, says which Spanish ones are missing, and toasts the result', async () => {
    const saved = { ...image(4, 1), description: 'Our shop', titleEs: 'Pancarta 4' };
    const fake = fakeTrpc({
      'carousel.adminList': () => [saved],
      'carousel.update': () => saved,
      'carousel.delete': () => ({ id: 4 }),
    });
    render(<CarouselTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Banner 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Image' });
    expect((within(dialog).getByLabelText('Spanish title') as HTMLInputElement).value).toBe('Pancarta 4');
    const missing = within(dialog).getByText(/^Spanish missing/);
    expect(missing.textContent).toBe(
      'Spanish missing: description and alt text. The Spanish pages show the English text instead.',
    );
    fireEvent.change(within(dialog).getByLabelText('Spanish description'), { target: { value: 'Nuestro taller' } });
    fireEvent.change(within(dialog).getByLabelText(/^Spanish alt text/), {
      target: { value: 'Foto de la pancarta 4' },
    });
    // The same polite live region tells it, as the texts are typed.
    expect(missing.getAttribute('aria-live')).toBe('polite');
    expect(missing.textContent).toBe('Every text has its Spanish version.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === 'carousel.update')?.input).toMatchObject({
        id: 4,
        image: { titleEs: 'Pancarta 4', descriptionEs: 'Nuestro taller', altTextEs: 'Foto de la pancarta 4' },
      }),
    );
    await waitFor(() => expect(toasts.showSuccessToast).toHaveBeenCalledWith('Image updated'));

    fireEvent.click(screen.getByRole('button', { name: 'Hide Banner 4' }));
    await waitFor(() => expect(toasts.showSuccessToast).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Banner 4' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete image' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(toasts.showSuccessToast).toHaveBeenCalledWith('Image deleted'));
  });

  it('takes away a failure toast once the next try succeeds', async () => {
    let fail = true;
    fakeTrpc({
      'carousel.adminList': () => [image(4, 1), image(7, 2)],
      'carousel.move': () => {
        if (fail) throw new FakeFailure('internal-error');
        return [];
      },
    });
    render(<CarouselTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move Banner 7 up' }));
    await waitFor(() => expect(toasts.showErrorToast).toHaveBeenCalledWith('Failed to update carousel image.'));
    expect(toasts.clearToasts).not.toHaveBeenCalled();
    fail = false;
    // The buttons stay busy until the list has been read again.
    const up = screen.getByRole('button', { name: 'Move Banner 7 up' }) as HTMLButtonElement;
    await waitFor(() => expect(up.disabled).toBe(false));
    fireEvent.click(up);
    await waitFor(() => expect(toasts.clearToasts).toHaveBeenCalledTimes(1));
  });
});
