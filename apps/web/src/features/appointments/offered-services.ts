import type { PageData } from '../../public-data.ts';

/** A service a customer can book, as the services read gives it in the page's language. */
export type BookableService = Pick<PageData['services'][number], 'id' | 'icon' | 'name'>;

/**
 * The service a link chose (`?service=3`, a home-page card's "Book this service"); a picture's key
 * (`?service=brakes`), as older links have it, chooses the first service with that picture.
 */
export function chosenService(services: BookableService[], choice: number | string | undefined) {
  if (choice === undefined) return undefined;
  return typeof choice === 'number' ? services.find((s) => s.id === choice) : services.find((s) => s.icon === choice);
}
