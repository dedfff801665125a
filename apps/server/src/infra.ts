/**
 * Long-lived pieces a request may need besides the database: mail, file storage, rate limits.
 * Built once at start (see main.ts) and handed to every request's context.
 */
// biome-ignore lint/complexity/noBannedTypes: filled in by the domains that need outside services.
export type Infra = {};

export function createInfra(): Infra {
  return {};
}
