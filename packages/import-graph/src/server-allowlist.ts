/**
 * The server's imports that close a cycle today, each to go: a file that imports back one that
 * imports it, or a room that imports one of the rooms above it. The list only shrinks: the test
 * fails on a cycle it doesn't cover and on an entry that no longer closes one (cutting a cycle
 * at another of its imports ends these entries too). Where a cycle is closed, the floors' order
 * that leaves the fewest imports running back up names the entries; the test prints it.
 */
export const SERVER_IMPORTS_CLOSING_CYCLES: readonly string[] = [
  'dev/demo-content.ts -> src/db/seed.ts',
  'src/appointments/appointment-changes.service.ts -> src/reviews/review-requests.service.ts',
  'src/audit/audit-list.ts -> src/db/paging.ts',
  'src/auth/second-factor.ts -> src/auth/auth.service.ts',
  'src/backups/restore.ts -> src/jobs.ts',
  'src/config.ts -> src/auth/totp-key.ts',
  'src/customer-links/customer-links.ts -> src/appointments/appointment.entity.ts',
  'src/db/database.ts -> dev/embedded-postgres.ts',
  'src/db/entities.ts -> src/appointments/appointment.entity.ts',
  'src/db/entities.ts -> src/auth/session.entity.ts',
  'src/db/entities.ts -> src/auth/user.entity.ts',
  'src/db/entities.ts -> src/backups/backup-run.entity.ts',
  'src/db/entities.ts -> src/carousel/carousel-image.entity.ts',
  'src/db/entities.ts -> src/messages/contact-message.entity.ts',
  'src/db/entities.ts -> src/messages/message-reply.entity.ts',
  'src/db/entities.ts -> src/parts/part-category.entity.ts',
  'src/db/entities.ts -> src/parts/part.entity.ts',
  'src/db/entities.ts -> src/testimonials/testimonial.entity.ts',
  'src/db/seed.ts -> dev/demo-content.ts',
  'src/db/seed.ts -> src/parts/part-categories.ts',
  'src/http/page-road.ts -> src/appointments/manage.service.ts',
  'src/http/page-road.ts -> src/public-reads/public-reads.ts',
  'src/http/page-road.ts -> src/reviews/review-requests.service.ts',
  'src/http/web-app.ts -> src/infra.ts',
  'src/http/web-app.ts -> src/public-reads/public-reads.ts',
  'src/http/web-app.ts -> src/router.ts',
  'src/media/upload-ticket.entity.ts -> src/db/columns.ts',
  'src/public-reads/public-reads.ts -> src/appointments/slots.service.ts',
  'src/public-reads/public-reads.ts -> src/carousel/slides.service.ts',
  'src/public-reads/public-reads.ts -> src/parts/catalogue.service.ts',
  'src/public-reads/public-reads.ts -> src/reviews/moderation.service.ts',
  'src/public-reads/public-reads.ts -> src/services/offered-services.ts',
  'src/services/service.entity.ts -> src/db/columns.ts',
  'src/settings/business-setting.entity.ts -> src/db/columns.ts',
  'src/trpc/context.ts -> src/auth/sessions.ts',
  'src/trpc/context.ts -> src/infra.ts',
  'src/trpc/init.ts -> src/auth/sessions.ts',
];
