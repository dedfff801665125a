import type { RefusalReason } from '@shop/contract';

/**
 * Who may call what. Every tRPC procedure and every REST path has a row; the authorization test
 * calls each as anonymous, user, supervisor and manager and expects 401/403 below the minimum.
 *
 * `input` is a valid input for the call where one is needed, so an allowed caller gets past
 * validation (a 404 for a missing id still counts as "allowed").
 */
export type Minimum = 'public' | 'authed' | 'staff' | 'manager';

export interface ProcedureRow {
  minimum: Minimum;
  input?: unknown;
  /**
   * The refusal an allowed caller gets from this input, when no input can pass without a step
   * before it (a sign-in ticket, a fresh password): the procedure ran, past its access check.
   */
  passedAccessThen?: RefusalReason;
}

export interface RestRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  minimum: Minimum;
  body?: unknown;
  passedAccessThen?: RefusalReason;
}

const part = { name: 'Matrix part', category: 'Brakes', price: '10.00' };
/** No account has it: a manager's change is allowed, then finds nothing. */
const NO_ACCOUNT = '00000000-0000-4000-8000-000000000000';
/** A passkey answer that verifies nothing: enough to get past validation. */
const webAuthn = { id: 'credential-id', rawId: 'credential-id', type: 'public-key', response: {} };
/** A well-formed manage link's token that no appointment has. */
const NO_LINK = 'A'.repeat(43);
const signIn = { email: 'user@desertgear.example', password: 'user-demo-2026' };

export const procedures: Record<string, ProcedureRow> = {
  'settings.public': { minimum: 'public' },
  'settings.admin': { minimum: 'manager' },
  'settings.update': { minimum: 'manager', input: { slotCapacity: 2 } },
  'services.list': { minimum: 'public', input: { lang: 'es' } },
  'auth.login': { minimum: 'public', input: signIn },
  'auth.register': { minimum: 'public' },
  'auth.logout': { minimum: 'authed' },
  'auth.me': { minimum: 'authed' },
  'auth.secondFactor': {
    minimum: 'public',
    input: { ticket: 'no-such-ticket', code: '123456' },
    passedAccessThen: 'sign-in-ticket-expired',
  },
  'auth.secondFactorPasskeyOptions': {
    minimum: 'public',
    input: { ticket: 'no-such-ticket' },
    passedAccessThen: 'sign-in-ticket-expired',
  },
  'auth.secondFactorPasskey': {
    minimum: 'public',
    input: { ticket: 'no-such-ticket', response: webAuthn },
    passedAccessThen: 'sign-in-ticket-expired',
  },
  'auth.passkeyOptions': { minimum: 'public' },
  'auth.passkeyLogin': {
    minimum: 'public',
    input: { ticket: 'no-such-ticket', response: webAuthn },
    passedAccessThen: 'sign-in-ticket-expired',
  },
  'account.security': { minimum: 'authed' },
  'account.sessions': { minimum: 'authed' },
  'account.endSession': { minimum: 'authed', input: { id: NO_ACCOUNT } },
  'account.endOtherSessions': { minimum: 'authed' },
  'account.reauthenticate': {
    minimum: 'authed',
    input: { password: 'not-the-password' },
    passedAccessThen: 'invalid-credentials',
  },
  'account.reauthenticateOptions': { minimum: 'authed' },
  'account.reauthenticateWithPasskey': {
    minimum: 'authed',
    input: { response: webAuthn },
    passedAccessThen: 'invalid-code',
  },
  'account.totpBegin': { minimum: 'authed', passedAccessThen: 'reauthentication-required' },
  'account.totpConfirm': {
    minimum: 'authed',
    input: { code: '123456' },
    passedAccessThen: 'reauthentication-required',
  },
  'account.totpRemove': { minimum: 'authed', passedAccessThen: 'reauthentication-required' },
  'account.recoveryCodesRenew': { minimum: 'authed', passedAccessThen: 'reauthentication-required' },
  'account.passkeyOptions': { minimum: 'authed', passedAccessThen: 'reauthentication-required' },
  'account.passkeyAdd': {
    minimum: 'authed',
    input: { name: 'Matrix key', response: webAuthn },
    passedAccessThen: 'reauthentication-required',
  },
  'account.passkeyRename': { minimum: 'authed', input: { id: NO_ACCOUNT, change: { name: 'Renamed' } } },
  'account.passkeyRemove': {
    minimum: 'authed',
    input: { id: NO_ACCOUNT },
    passedAccessThen: 'reauthentication-required',
  },
  'account.changePassword': {
    minimum: 'authed',
    input: { password: 'matrix-password-1' },
    passedAccessThen: 'reauthentication-required',
  },
  'appointments.list': { minimum: 'staff', input: { scope: 'all', limit: 5 } },
  'appointments.all': { minimum: 'staff', input: { scope: 'past' } },
  'appointments.overview': { minimum: 'staff' },
  'appointments.slots': { minimum: 'public', input: { from: '2026-12-01', to: '2026-12-07' } },
  'appointments.request': { minimum: 'public' },
  'appointments.staffSlots': { minimum: 'staff', input: { from: '2026-12-01', to: '2026-12-07' } },
  'appointments.create': { minimum: 'staff' },
  'appointments.update': { minimum: 'staff', input: { id: 999999, change: { status: 'confirmed' } } },
  'appointments.history': { minimum: 'staff', input: { id: 999999 } },
  // The link's token is the proof: anyone may try one (rate limited), and an unknown one is a 404.
  'appointments.manage': { minimum: 'public', input: { token: NO_LINK } },
  'appointments.manageCancel': { minimum: 'public', input: { token: NO_LINK, reason: null } },
  'appointments.manageReschedule': {
    minimum: 'public',
    input: { token: NO_LINK, appointmentDate: '2026-12-01T17:00:00.000Z' },
  },
  'messages.unreadCount': { minimum: 'staff' },
  'messages.setStatus': { minimum: 'staff', input: { id: 999999, status: 'read' } },
  'messages.reply': { minimum: 'staff', input: { id: 999999, text: 'Thanks for writing.' } },
  'messages.list': { minimum: 'staff' },
  'messages.all': { minimum: 'staff' },
  'messages.counts': { minimum: 'staff', input: { q: 'brakes' } },
  'messages.send': { minimum: 'public' },
  'parts.list': {
    minimum: 'public',
    input: { lang: 'es', q: 'transmision', category: 'Transmissions', page: 1, limit: 24 },
  },
  'parts.all': { minimum: 'public', input: { lang: 'es' } },
  'carousel.list': { minimum: 'public', input: { lang: 'es' } },
  'carousel.adminList': { minimum: 'manager' },
  'carousel.create': {
    minimum: 'manager',
    input: { title: 'Matrix image', imageUrl: '/demo/x.webp', altText: 'A matrix image' },
  },
  'carousel.update': { minimum: 'manager', input: { id: 999999, image: { title: 'Renamed' } } },
  'carousel.delete': { minimum: 'manager', input: { id: 999999 } },
  'carousel.move': { minimum: 'manager', input: { id: 999999, direction: 'up' } },
  'carousel.createUploadUrl': { minimum: 'manager' },
  'carousel.registerUpload': { minimum: 'manager', input: { imageURL: '/uploads/none.webp' } },
  'parts.inventory': { minimum: 'manager', input: { status: 'sold', limit: 5 } },
  'parts.inventoryAll': { minimum: 'manager', input: { status: 'sold' } },
  'parts.create': { minimum: 'manager', input: part },
  'parts.update': { minimum: 'manager', input: { id: 999999, part } },
  'parts.delete': { minimum: 'manager', input: { id: 999999 } },
  'parts.markSold': { minimum: 'manager', input: { id: 999999, sale: { salePrice: '5.00', soldTo: 'Buyer' } } },
  'messages.delete': { minimum: 'manager', input: { id: 999999 } },
  'reviews.request': { minimum: 'public', input: { token: NO_LINK } },
  'reviews.submit': { minimum: 'public', input: { token: NO_LINK, rating: 5, text: 'Great work.' } },
  'reviews.stopRequests': { minimum: 'public', input: { token: NO_LINK } },
  'reviews.published': { minimum: 'public', input: { page: 1 } },
  'reviews.list': { minimum: 'manager', input: { status: 'pending', limit: 5 } },
  'reviews.all': { minimum: 'manager', input: { status: 'published' } },
  'reviews.moderate': { minimum: 'manager', input: { id: 999999, status: 'published', reply: 'Thanks!' } },
  'reviews.delete': { minimum: 'manager', input: { id: 999999 } },
  'parts.setStatus': { minimum: 'manager', input: { id: 999999, status: 'reserved' } },
  'parts.createUploadUrl': { minimum: 'manager' },
  'parts.registerUpload': { minimum: 'manager', input: { imageURL: '/uploads/none.webp' } },
  'staffAccounts.list': { minimum: 'manager', input: { q: 'desert', limit: 5 } },
  'staffAccounts.all': { minimum: 'manager', input: { role: 'manager' } },
  'categories.list': { minimum: 'manager' },
  'categories.offered': { minimum: 'public', input: { lang: 'es' } },
  'categories.create': { minimum: 'manager', input: { name: 'Matrix category' } },
  'categories.update': { minimum: 'manager', input: { id: 999999, category: { nameEs: 'Categoría' } } },
  'content.missingSpanish': { minimum: 'manager' },
  'content.saveSpanish': { minimum: 'manager', input: { kind: 'part', id: 999999, texts: { descriptionEs: 'Usado' } } },
  'overview.figures': { minimum: 'staff' },
  'backups.list': { minimum: 'manager' },
  'backups.health': { minimum: 'manager' },
  'backups.create': { minimum: 'manager' },
  'backups.file': { minimum: 'manager', input: { name: 'shop-backup-2026-11-25T11-30-00-123Z.tar.gz' } },
  'backups.updateSettings': { minimum: 'manager', input: { dailyAt: '03:30', keepDaily: 14, keepWeekly: 8 } },
  'audit.list': { minimum: 'manager', input: { action: 'sign-in', limit: 5 } },
  'services.adminList': { minimum: 'manager' },
  'services.create': {
    minimum: 'manager',
    input: { name: 'Matrix service', description: 'Checks roles.', icon: 'general' },
  },
  'services.update': { minimum: 'manager', input: { id: 999999, service: { nameEs: 'Servicio' } } },
  'staffAccounts.create': { minimum: 'manager', input: { email: 'matrix@desertgear.example', role: 'user' } },
  'staffAccounts.update': { minimum: 'manager', input: { id: NO_ACCOUNT, change: { role: 'user' } } },
  'staffAccounts.resetSecondFactors': { minimum: 'manager', input: { id: NO_ACCOUNT } },
  'staffAccounts.endSessions': { minimum: 'manager', input: { id: NO_ACCOUNT } },
  'staffAccounts.twoFactorPolicy': { minimum: 'manager' },
  'staffAccounts.setTwoFactorPolicy': { minimum: 'manager', input: { requiredFor: 'nobody' } },
};

export const restPaths: RestRow[] = [
  { method: 'GET', url: '/api/settings', minimum: 'public' },
  { method: 'GET', url: '/api/admin/settings', minimum: 'manager' },
  { method: 'PUT', url: '/api/admin/settings', minimum: 'manager', body: { slotCapacity: 2 } },
  { method: 'GET', url: '/api/services', minimum: 'public' },
  { method: 'POST', url: '/api/auth/login', minimum: 'public', body: signIn },
  { method: 'POST', url: '/api/auth/register', minimum: 'public' },
  { method: 'GET', url: '/api/auth/user', minimum: 'authed' },
  { method: 'POST', url: '/api/auth/logout', minimum: 'authed' },
  { method: 'GET', url: '/api/login', minimum: 'public' },
  {
    method: 'POST',
    url: '/api/auth/login/second-factor',
    minimum: 'public',
    body: { ticket: 'no-such-ticket', code: '123456' },
    passedAccessThen: 'sign-in-ticket-expired',
  },
  {
    method: 'POST',
    url: '/api/auth/login/second-factor/passkey-options',
    minimum: 'public',
    body: { ticket: 'no-such-ticket' },
    passedAccessThen: 'sign-in-ticket-expired',
  },
  {
    method: 'POST',
    url: '/api/auth/login/second-factor/passkey',
    minimum: 'public',
    body: { ticket: 'no-such-ticket', response: webAuthn },
    passedAccessThen: 'sign-in-ticket-expired',
  },
  { method: 'POST', url: '/api/auth/passkey/options', minimum: 'public' },
  {
    method: 'POST',
    url: '/api/auth/passkey',
    minimum: 'public',
    body: { ticket: 'no-such-ticket', response: webAuthn },
    passedAccessThen: 'sign-in-ticket-expired',
  },
  { method: 'GET', url: '/api/auth/account', minimum: 'authed' },
  { method: 'GET', url: '/api/auth/sessions', minimum: 'authed' },
  { method: 'DELETE', url: '/api/auth/sessions', minimum: 'authed' },
  { method: 'DELETE', url: '/api/auth/sessions/:id', minimum: 'authed' },
  {
    method: 'POST',
    url: '/api/auth/reauthenticate',
    minimum: 'authed',
    body: { password: 'not-the-password' },
    passedAccessThen: 'invalid-credentials',
  },
  { method: 'POST', url: '/api/auth/reauthenticate/passkey-options', minimum: 'authed' },
  {
    method: 'POST',
    url: '/api/auth/reauthenticate/passkey',
    minimum: 'authed',
    body: { response: webAuthn },
    passedAccessThen: 'invalid-code',
  },
  { method: 'POST', url: '/api/auth/totp', minimum: 'authed', passedAccessThen: 'reauthentication-required' },
  {
    method: 'POST',
    url: '/api/auth/totp/confirm',
    minimum: 'authed',
    body: { code: '123456' },
    passedAccessThen: 'reauthentication-required',
  },
  { method: 'DELETE', url: '/api/auth/totp', minimum: 'authed', passedAccessThen: 'reauthentication-required' },
  { method: 'POST', url: '/api/auth/recovery-codes', minimum: 'authed', passedAccessThen: 'reauthentication-required' },
  {
    method: 'POST',
    url: '/api/auth/passkeys/options',
    minimum: 'authed',
    passedAccessThen: 'reauthentication-required',
  },
  {
    method: 'POST',
    url: '/api/auth/passkeys',
    minimum: 'authed',
    body: { name: 'Matrix key', response: webAuthn },
    passedAccessThen: 'reauthentication-required',
  },
  { method: 'PATCH', url: '/api/auth/passkeys/:id', minimum: 'authed', body: { name: 'Renamed' } },
  { method: 'DELETE', url: '/api/auth/passkeys/:id', minimum: 'authed', passedAccessThen: 'reauthentication-required' },
  {
    method: 'PUT',
    url: '/api/auth/password',
    minimum: 'authed',
    body: { password: 'matrix-password-1' },
    passedAccessThen: 'reauthentication-required',
  },
  { method: 'POST', url: '/api/admin/users/:id/reset-2fa', minimum: 'manager' },
  { method: 'DELETE', url: '/api/admin/users/:id/sessions', minimum: 'manager' },
  { method: 'GET', url: '/api/admin/two-factor-policy', minimum: 'manager' },
  { method: 'PUT', url: '/api/admin/two-factor-policy', minimum: 'manager', body: { requiredFor: 'nobody' } },
  { method: 'POST', url: '/api/login', minimum: 'public', body: signIn },
  { method: 'GET', url: '/api/admin/appointments', minimum: 'staff' },
  { method: 'GET', url: '/api/appointments/slots?from=2026-12-01&to=2026-12-07', minimum: 'public' },
  { method: 'POST', url: '/api/appointments', minimum: 'public' },
  { method: 'GET', url: '/api/admin/appointments/slots?from=2026-12-01&to=2026-12-07', minimum: 'staff' },
  { method: 'POST', url: '/api/admin/appointments', minimum: 'staff' },
  { method: 'PATCH', url: '/api/admin/appointments/:id', minimum: 'staff', body: { status: 'confirmed' } },
  { method: 'GET', url: '/api/appointments/manage/:token', minimum: 'public' },
  { method: 'POST', url: '/api/appointments/manage/:token/cancel', minimum: 'public', body: {} },
  {
    method: 'POST',
    url: '/api/appointments/manage/:token/reschedule',
    minimum: 'public',
    body: { appointmentDate: '2026-12-01T17:00:00.000Z' },
  },
  { method: 'GET', url: '/api/parts', minimum: 'public' },
  { method: 'GET', url: '/api/parts?q=bosch&page=1', minimum: 'public' },
  { method: 'GET', url: '/api/part-categories?lang=es', minimum: 'public' },
  { method: 'GET', url: '/api/carousel-images', minimum: 'public' },
  { method: 'GET', url: '/api/admin/parts', minimum: 'manager' },
  { method: 'POST', url: '/api/admin/parts', minimum: 'manager', body: part },
  { method: 'PATCH', url: '/api/admin/parts/:id', minimum: 'manager', body: part },
  { method: 'DELETE', url: '/api/admin/parts/:id', minimum: 'manager' },
  {
    method: 'PATCH',
    url: '/api/admin/parts/:id/sold',
    minimum: 'manager',
    body: { salePrice: '5.00', soldTo: 'Buyer' },
  },
  { method: 'PATCH', url: '/api/admin/parts/:id/status', minimum: 'manager', body: { status: 'reserved' } },
  { method: 'GET', url: '/api/admin/carousel-images', minimum: 'manager' },
  {
    method: 'POST',
    url: '/api/admin/carousel-images',
    minimum: 'manager',
    body: { title: 'Matrix image', imageUrl: '/demo/x.webp', altText: 'A matrix image' },
  },
  { method: 'PATCH', url: '/api/admin/carousel-images/:id', minimum: 'manager', body: { title: 'Renamed' } },
  { method: 'DELETE', url: '/api/admin/carousel-images/:id', minimum: 'manager' },
  { method: 'POST', url: '/api/objects/upload', minimum: 'manager' },
  { method: 'PUT', url: '/api/carousel-images/upload', minimum: 'manager', body: { imageURL: '/uploads/none.webp' } },
  { method: 'PUT', url: '/api/parts/upload', minimum: 'manager', body: { imageURL: '/uploads/none.webp' } },
  { method: 'POST', url: '/api/contact', minimum: 'public' },
  { method: 'GET', url: '/api/admin/contact-messages', minimum: 'staff' },
  { method: 'PATCH', url: '/api/admin/contact-messages/:id', minimum: 'staff', body: { status: 'read' } },
  {
    method: 'POST',
    url: '/api/admin/contact-messages/:id/replies',
    minimum: 'staff',
    body: { text: 'Thanks for writing.' },
  },
  { method: 'DELETE', url: '/api/admin/contact-messages/:id', minimum: 'manager' },
  { method: 'GET', url: '/api/reviews/:token', minimum: 'public' },
  { method: 'POST', url: '/api/reviews/:token', minimum: 'public', body: { rating: 4, text: 'Fixed it fast.' } },
  { method: 'POST', url: '/api/reviews/:token/opt-out', minimum: 'public' },
  { method: 'GET', url: '/api/testimonials?page=2', minimum: 'public' },
  { method: 'GET', url: '/api/admin/reviews', minimum: 'manager' },
  { method: 'PATCH', url: '/api/admin/reviews/:id', minimum: 'manager', body: { status: 'hidden' } },
  { method: 'DELETE', url: '/api/admin/reviews/:id', minimum: 'manager' },
  { method: 'GET', url: '/api/admin/users', minimum: 'manager' },
  { method: 'GET', url: '/api/admin/part-categories', minimum: 'manager' },
  { method: 'POST', url: '/api/admin/part-categories', minimum: 'manager', body: { name: 'Matrix category' } },
  { method: 'PATCH', url: '/api/admin/part-categories/:id', minimum: 'manager', body: { nameEs: 'Categoría' } },
  { method: 'GET', url: '/api/admin/content/missing-spanish', minimum: 'manager' },
  { method: 'GET', url: '/api/admin/overview', minimum: 'staff' },
  { method: 'GET', url: '/api/admin/audit-events', minimum: 'manager' },
  { method: 'GET', url: '/api/admin/backups', minimum: 'manager' },
  { method: 'POST', url: '/api/admin/backups', minimum: 'manager' },
  { method: 'GET', url: '/api/admin/backups/:name/download', minimum: 'manager' },
  {
    method: 'PUT',
    url: '/api/admin/backups/settings',
    minimum: 'manager',
    body: { dailyAt: '03:30', keepDaily: 14, keepWeekly: 8 },
  },
  { method: 'GET', url: '/api/admin/services', minimum: 'manager' },
  {
    method: 'POST',
    url: '/api/admin/services',
    minimum: 'manager',
    body: { name: 'Matrix service', description: 'Checks roles.', icon: 'general' },
  },
  { method: 'PATCH', url: '/api/admin/services/:id', minimum: 'manager', body: { nameEs: 'Servicio' } },
  {
    method: 'POST',
    url: '/api/admin/users',
    minimum: 'manager',
    body: { email: 'rest@desertgear.example', role: 'user' },
  },
  { method: 'PATCH', url: '/api/admin/users/:id', minimum: 'manager', body: { role: 'user' } },
];
