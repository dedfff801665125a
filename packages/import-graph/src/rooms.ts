/**
 * A room is a part of an app a reader takes in as one: a first-level folder of `src` or a file
 * beside them. Rooms are stacked in floors, each importing only from the floors below it.
 */
export type RoomOf = (file: string) => string;

/**
 * `src/parts/parts.router.ts` is in `parts`, `src/app.ts` is `app.ts`; the development tooling
 * the product loads when asked (`dev/`) is one room of its own.
 */
export const serverRoom: RoomOf = (file) => {
  const [top, child] = file.split('/');
  return top === 'src' && child ? child : (top ?? file);
};

/** As the server's, but each domain under `features/` is a room: `features/parts`, `features/dashboard`. */
export const webRoom: RoomOf = (file) => {
  const [, top, child] = file.split('/');
  if (top === 'features' && child) return `features/${child}`;
  return top ?? file;
};
