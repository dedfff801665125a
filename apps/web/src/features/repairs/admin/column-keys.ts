import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * The board's keys while a card is held: Right and Left take it to the next column over (not a
 * few pixels, as dnd-kit's default does), so a keyboard user moves a card in one press a column.
 * Other keys move nothing.
 */
export const columnKeys: KeyboardCoordinateGetter = (event, { context: { collisionRect, droppableRects } }) => {
  if (!collisionRect || (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft')) return undefined;
  event.preventDefault();
  const centre = collisionRect.left + collisionRect.width / 2;
  const columns = [...droppableRects.values()].sort((a, b) => a.left - b.left);
  const next =
    event.code === 'ArrowRight'
      ? columns.find((rect) => rect.left > centre)
      : columns.reverse().find((rect) => rect.left + rect.width < centre);
  if (!next) return undefined;
  return { x: next.left + (next.width - collisionRect.width) / 2, y: next.top + 40 };
};
