import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { StaffList } from './StaffList.tsx';
import type { PagedList } from './usePagedList.ts';

const rows = (items: string[]) => (
  <ul data-list="things">
    {items.map((item) => (
      <li key={item} data-row>
        {item}
      </li>
    ))}
  </ul>
);
const page = (items: string[], more: { nextCursor?: string; previousCursor?: string; total?: number } = {}) => ({
  items,
  total: more.total ?? items.length,
  nextCursor: more.nextCursor ?? null,
  previousCursor: more.previousCursor ?? null,
});
const paging = (firstRow: number): PagedList => ({
  filters: {},
  query: { limit: 25 },
  firstRow,
  next: vi.fn(),
  previous: vi.fn(),
  restart: vi.fn(),
  filter: vi.fn(),
});

describe('a staff list’s states (StaffList)', () => {
  it('shows placeholders while its first rows come, marked busy', () => {
    render(
      <StaffList query={{ data: undefined, isPending: true, isError: false }} failed="No list" empty="Nothing">
        {rows}
      </StaffList>,
    );
    expect(document.querySelector('[aria-busy="true"] .mantine-Skeleton-root')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why it failed, above the rows last shown when a reload failed', () => {
    render(
      <StaffList
        query={{ data: ['a'], isPending: false, isError: true }}
        failed="The list could not be loaded."
        empty=""
      >
        {rows}
      </StaffList>,
    );
    expect(screen.getByRole('alert').textContent).toBe('The list could not be loaded.');
    expect(document.querySelectorAll('[data-list="things"] [data-row]')).toHaveLength(1);
  });

  it('says what an empty list is, and draws no container of rows', () => {
    render(
      <StaffList query={{ data: page([]), isPending: false, isError: false }} failed="" empty="No things yet.">
        {rows}
      </StaffList>,
    );
    expect(screen.getByText('No things yet.')).toBeTruthy();
    expect(document.querySelector('[data-list="things"]')).toBeNull();
  });

  it('shows the rows of a page with its pager, busy while the next page comes', () => {
    const list = paging(25);
    render(
      <StaffList
        query={{
          data: page(['b'], { previousCursor: 'p', total: 26 }),
          isPending: false,
          isError: false,
          isPlaceholderData: true,
        }}
        paging={list}
        pagerLabel="Things pages"
        failed=""
        empty=""
      >
        {rows}
      </StaffList>,
    );
    expect(document.querySelector('[aria-busy="true"] [data-list="things"]')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Things pages' }).textContent).toContain('26–26 of 26');
    // Until the page asked for has come, the pager's buttons wait.
    screen.getByRole('button', { name: 'Previous' }).click();
    expect(list.previous).not.toHaveBeenCalled();
  });

  it('goes back to the first page when a later one is found empty (its last rows deleted)', () => {
    const list = paging(25);
    render(
      <StaffList
        query={{ data: page([], { total: 25 }), isPending: false, isError: false }}
        paging={list}
        failed=""
        empty=""
      >
        {rows}
      </StaffList>,
    );
    expect(list.restart).toHaveBeenCalledTimes(1);
  });
});
