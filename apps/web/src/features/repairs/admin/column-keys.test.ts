import { describe, expect, it } from 'vitest';
import { columnKeys } from './column-keys.ts';

const rect = (left: number) => ({ left, top: 100, width: 230, height: 400, right: left + 230, bottom: 500 });
/** Three columns side by side, the card held over the middle one. */
const args = {
  active: 1,
  currentCoordinates: { x: 250, y: 140 },
  context: {
    collisionRect: { left: 250, top: 140, width: 210, height: 120, right: 460, bottom: 260 },
    droppableRects: new Map([
      ['checked-in', rect(0)],
      ['diagnosing', rect(240)],
      ['awaiting-approval', rect(480)],
    ]),
  },
} as unknown as Parameters<typeof columnKeys>[1];
const press = (code: string) => columnKeys(new KeyboardEvent('keydown', { code }), args);

describe('the board’s keys while a card is held', () => {
  it('carry it a whole column right or left, centred in it', () => {
    expect(press('ArrowRight')).toEqual({ x: 490, y: 140 });
    expect(press('ArrowLeft')).toEqual({ x: 10, y: 140 });
  });

  it('move nothing up or down, nor past the last column', () => {
    expect(press('ArrowDown')).toBeUndefined();
    const atEnd = { ...args, context: { ...args.context, droppableRects: new Map([['only', rect(240)]]) } };
    expect(columnKeys(new KeyboardEvent('keydown', { code: 'ArrowRight' }), atEnd as typeof args)).toBeUndefined();
  });
});
