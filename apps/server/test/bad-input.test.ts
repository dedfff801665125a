import { englishMessages } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarouselImage } from '../src/carousel/carousel-image.entity.ts';
import { toTRPCError } from '../src/errors.ts';
import { ContactMessage } from '../src/messages/contact-message.entity.ts';
import { Part } from '../src/parts/part.entity.ts';
import { CONTACT_MESSAGE } from './contact-message.ts';
import { createTestApp, type TestApp } from './harness.ts';

const BAD_CHARACTERS = "This contains characters that aren't allowed";
const BAD_IMAGE = 'Please enter a full web address (https://…) or upload an image';
const SPEC_MESSAGES = new Set<string>(Object.values(englishMessages));
const keyOf = (message: string) => Object.entries(englishMessages).find(([, text]) => text === message)?.[0];

type Issue = { path: string; message: string; key: string };

/** Every issue carries the contract key of its message, so a screen translates the key alone. */
function expectKeyedIssue(issue: Issue) {
  expect(Object.keys(issue).sort()).toEqual(['key', 'message', 'path']);
  expect(englishMessages[issue.key as keyof typeof englishMessages]).toBe(issue.message);
}

/** What zod or a parser would say about itself; none of it may reach a client. */
const INTERNALS =
  /invalid_type|too_small|too_big|invalid_format|"code":"[a-z_]+"|expected|received|pattern|\^\(|position|Unexpected token/i;

/** A REST 400 body: exactly `{ message, reason, issues: [{ path, message, key }] }`, in the dictionary's words. */
function expectSpecBody(body: string) {
  expect(body).not.toMatch(INTERNALS);
  const json = JSON.parse(body) as { message: string; reason: string; issues: Issue[] };
  expect(Object.keys(json).sort()).toEqual(['issues', 'message', 'reason']);
  expect(json.reason).toBe('invalid-input');
  expect(SPEC_MESSAGES.has(json.message)).toBe(true);
  for (const issue of json.issues) expectKeyedIssue(issue);
  return json;
}

/** A tRPC error: tRPC's own envelope, with the same message and issues as REST. */
function expectSpecTrpcError(error: { json: { message: string; data: Record<string, unknown> } }) {
  expect(JSON.stringify(error)).not.toMatch(/invalid_type|too_small|invalid_format|expected|received|pattern|stack/i);
  expect(SPEC_MESSAGES.has(error.json.message)).toBe(true);
  const issues = error.json.data.issues as Issue[];
  for (const issue of issues) expectKeyedIssue(issue);
  return { message: error.json.message, reason: error.json.data.reason, issues };
}

describe('input that is not plain text', () => {
  let t: TestApp;
  let manager: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.bearer('manager');
  });
  afterAll(() => t.close());

  const storedMessages = () => t.em().count(ContactMessage);
  const contact = (body: object, ip = '10.20.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: body, remoteAddress: ip });

  describe.each([
    ['a NUL', '\u0000'],
    ['a bell', '\u0007'],
    ['an escape', '\u001b'],
  ])('%s in a contact form field', (_name, char) => {
    it.each([
      ['name', BAD_CHARACTERS],
      ['email', 'Please enter a valid email address'],
      ['phone', BAD_CHARACTERS],
      ['subject', BAD_CHARACTERS],
      ['message', BAD_CHARACTERS],
    ])('in %s is refused with 400 and the field’s message, and nothing is stored', async (field, message) => {
      const before = await storedMessages();
      const value = `${CONTACT_MESSAGE[field as keyof typeof CONTACT_MESSAGE].slice(0, 4)}${char}${CONTACT_MESSAGE[field as keyof typeof CONTACT_MESSAGE].slice(4)}`;
      const res = await contact({ ...CONTACT_MESSAGE, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(expectSpecBody(res.body)).toEqual({
        message,
        reason: 'invalid-input',
        issues: [{ path: field, message, key: keyOf(message) }],
      });
      expect(await storedMessages()).toBe(before);
    });
  });

  it('keeps tabs and line breaks in a message, while a NUL in it is refused', async () => {
    const message = 'Noise at 40 mph:\tloud\nAlso a leak.\r\nThanks';
    expect((await contact({ ...CONTACT_MESSAGE, message: `${message}\u0000` }, '10.20.0.2')).statusCode).toBe(400);
    expect((await contact({ ...CONTACT_MESSAGE, message }, '10.20.0.2')).statusCode).toBe(201);
    const stored = await t
      .em()
      .findOneOrFail(ContactMessage, { email: CONTACT_MESSAGE.email }, { orderBy: { id: 'desc' } });
    expect(stored.message).toBe(message);
  });

  it('refuses a NUL in the sign-in password with 400, not 500, on both doors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'manager@desertgear.example', password: 'manager\u0000' },
    });
    expect(res.statusCode).toBe(400);
    expect(expectSpecBody(res.body).issues).toEqual([
      { path: 'password', message: BAD_CHARACTERS, key: 'invalidCharacters' },
    ]);
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { json: { email: 'manager@desertgear.example', password: 'manager\u0000' } },
    });
    expect(trpc.statusCode).toBe(400);
  });

  it('refuses a NUL in every part and sale field managers fill in', async () => {
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parts',
      headers: manager,
      payload: { name: 'Water\u0000pump', category: 'Cooling', price: '80', brand: 'Aisin\u0000', notes: 'x' },
    });
    expect(create.statusCode).toBe(400);
    // `notes` is no field of a part: refused too, by name.
    expect(expectSpecBody(create.body).issues).toEqual([
      { path: 'name', message: BAD_CHARACTERS, key: 'invalidCharacters' },
      { path: 'brand', message: BAD_CHARACTERS, key: 'invalidCharacters' },
      { path: 'notes', message: "This field isn't accepted", key: 'unknownField' },
    ]);
    expect(await t.em().count(Part, { category: 'Cooling', name: { $like: 'Water%' } })).toBe(0);

    const part = await t.em().findOneOrFail(Part, { status: 'available' }, { orderBy: { id: 'asc' } });
    const sold = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/parts/${part.id}/sold`,
      headers: manager,
      payload: { salePrice: '10', soldTo: 'Walk-in\u001b[2J', soldNotes: 'Paid cash\u0007' },
    });
    expect(sold.statusCode).toBe(400);
    expect(expectSpecBody(sold.body).issues).toEqual([
      { path: 'soldTo', message: BAD_CHARACTERS, key: 'invalidCharacters' },
      { path: 'soldNotes', message: BAD_CHARACTERS, key: 'invalidCharacters' },
    ]);
    expect((await t.em().findOneOrFail(Part, part.id)).status).toBe('available');
  });

  it('answers 400, never 500, when a NUL reaches the database some other way', async () => {
    const em = t.em();
    const error = await em
      .findOne(ContactMessage, { subject: 'Hello\u0000there' })
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const mapped = toTRPCError(error);
    expect(mapped.code).toBe('BAD_REQUEST');
    expect(mapped.message).toBe(BAD_CHARACTERS);
    // The connection it used is still good.
    expect(await t.em().getConnection().execute('select 1 as ok')).toEqual([{ ok: 1 }]);
  });
});

describe('image addresses', () => {
  let t: TestApp;
  let manager: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.bearer('manager');
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, headers: manager, payload });
  const slide = { title: 'Our shop', altText: 'The shop from the street', imageUrl: '' };
  const part = { name: 'Starter motor', category: 'Electrical', price: '95' };

  const BAD = [
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/shop.jpg',
    'shop.jpg',
  ];

  it.each(BAD)('refuses %j for carousel images and parts, created or edited', async (imageUrl) => {
    const existingSlide = await t.em().findOneOrFail(CarouselImage, { isActive: true }, { orderBy: { id: 'asc' } });
    const existingPart = await t.em().findOneOrFail(Part, { status: 'available' }, { orderBy: { id: 'asc' } });
    const answers = [
      await send('POST', '/api/admin/carousel-images', { ...slide, imageUrl }),
      await send('PATCH', `/api/admin/carousel-images/${existingSlide.id}`, { imageUrl }),
      await send('POST', '/api/admin/parts', { ...part, imageUrl }),
      await send('PATCH', `/api/admin/parts/${existingPart.id}`, { ...part, imageUrl }),
    ];
    for (const [i, res] of answers.entries()) {
      expect(res.statusCode, `answer ${i}`).toBe(400);
      expect(expectSpecBody(res.body).issues).toEqual([
        // REST names the body's own fields, whatever the procedure behind it calls them.
        { path: 'imageUrl', message: BAD_IMAGE, key: 'imageUrlInvalid' },
      ]);
    }
    expect((await t.em().findOneOrFail(CarouselImage, existingSlide.id)).imageUrl).toBe(existingSlide.imageUrl);
    expect((await t.em().findOneOrFail(Part, existingPart.id)).imageUrl).toBe(existingPart.imageUrl);
    expect(await t.em().count(CarouselImage, { title: slide.title })).toBe(0);
  });

  it('refuses it through tRPC too, with the same message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/carousel.create',
      headers: manager,
      payload: { json: { ...slide, imageUrl: 'javascript:alert(1)' } },
    });
    expect(res.statusCode).toBe(400);
    expect(expectSpecTrpcError(res.json().error)).toEqual({
      message: BAD_IMAGE,
      reason: 'invalid-input',
      issues: [{ path: 'imageUrl', message: BAD_IMAGE, key: 'imageUrlInvalid' }],
    });
  });

  it.each([
    'https://images.example.com/shop.jpg',
    'http://images.example.com/shop.jpg',
    '/uploads/0123456789abcdef0123456789abcdef.webp',
  ])('accepts %j, and an edit to a script address is still refused', async (imageUrl) => {
    const created = await send('POST', '/api/admin/carousel-images', { ...slide, imageUrl });
    expect(created.statusCode).toBe(201);
    expect(created.json().imageUrl).toBe(imageUrl);
    const url = `/api/admin/carousel-images/${created.json().id}`;
    expect((await send('PATCH', url, { imageUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
    const edited = await send('PATCH', url, { imageUrl });
    expect(edited.statusCode).toBe(200);
    const newPart = await send('POST', '/api/admin/parts', { ...part, imageUrl });
    expect(newPart.statusCode).toBe(201);
    expect(newPart.json().imageUrl).toBe(imageUrl);
    expect((await send('PATCH', `/api/admin/parts/${newPart.json().id}`, { ...part, imageUrl })).statusCode).toBe(200);
  });
});

describe('the shape of a 400', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  const WRONG = { name: 42, email: 'not-an-email', subject: ['x'], message: null, extra: true };

  it('is { message, reason, issues: [{ path, message, key }] } on REST, in the dictionary’s words only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: WRONG });
    expect(res.statusCode).toBe(400);
    const body = expectSpecBody(res.body);
    expect(body.message).toBe(body.issues[0]?.message);
    expect(body.issues).toContainEqual({
      path: 'email',
      message: 'Please enter a valid email address',
      key: 'emailInvalid',
    });
    expect(body.issues).toContainEqual({ path: 'phone', message: 'This is required', key: 'required' });
    expect(body.issues).toContainEqual({ path: 'name', message: "This value isn't valid", key: 'invalidValue' });
  });

  it('carries the same message and issues on tRPC, single and batched', async () => {
    const rest = expectSpecBody((await t.app.inject({ method: 'POST', url: '/api/contact', payload: WRONG })).body);
    const single = await t.app.inject({ method: 'POST', url: '/trpc/messages.send', payload: { json: WRONG } });
    expect(single.statusCode).toBe(400);
    expect(expectSpecTrpcError(single.json().error)).toEqual(rest);

    const batch = await t.app.inject({
      method: 'POST',
      url: '/trpc/messages.send,auth.login?batch=1',
      payload: { 0: { json: WRONG }, 1: { json: { email: 'a@b.co', password: 'x\u0007' } } },
    });
    const [first, second] = batch.json() as { error: Parameters<typeof expectSpecTrpcError>[0] }[];
    expect(expectSpecTrpcError(first!.error)).toEqual(rest);
    expect(expectSpecTrpcError(second!.error)).toEqual({
      message: BAD_CHARACTERS,
      reason: 'invalid-input',
      issues: [{ path: 'password', message: BAD_CHARACTERS, key: 'invalidCharacters' }],
    });
  });
});

describe('odd bytes elsewhere in a request', () => {
  let t: TestApp;
  let manager: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.bearer('manager');
  });
  afterAll(() => t.close());

  it.each([
    ['/api/admin/parts/%00', 'DELETE'],
    ['/api/admin/parts/99999999999999999999', 'DELETE'],
    ['/api/admin/carousel-images/abc', 'PATCH'],
  ] as const)('a bad id in %s is a plain 400 naming the id', async (url, method) => {
    const res = await t.app.inject({ method, url, headers: manager, payload: { title: 'Hello' } });
    expect(res.statusCode).toBe(400);
    expect(expectSpecBody(res.body).issues).toEqual([
      { path: 'id', message: "This value isn't valid", key: 'invalidValue' },
    ]);
  });

  it.each(['/api/%', '/%c0%ae%00', '/es/%zz'])('an address that cannot be decoded (%s) is a plain 400', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This address is not valid', reason: 'bad-request' });
  });

  it('a body that is not JSON is a plain 400 on REST and tRPC', async () => {
    const headers = { 'content-type': 'application/json' };
    const rest = await t.app.inject({ method: 'POST', url: '/api/contact', headers, payload: '{"name":' });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({ message: expect.any(String), reason: 'bad-request' });
    expect(rest.body).not.toMatch(INTERNALS);
    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/messages.send', headers, payload: '{"json":' });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.json.message).toBe('The request could not be read');
    expect(trpc.json().error.json.data.reason).toBe('bad-request');
  });

  it('odd query strings, headers and cookies never answer 500', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/parts?q=%00&category=%ff' }),
      t.app.inject({ method: 'GET', url: '/trpc/parts.list?input=%00' }),
      t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: 'Bearer \u00ff\u00fe%00' } }),
      t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${'x'.repeat(8000)}` } }),
      t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'language=%00; other=%' } }),
      t.app.inject({ method: 'GET', url: '/uploads/%00.webp' }),
      t.app.inject({
        method: 'PUT',
        url: '/api/carousel-images/upload',
        headers: manager,
        payload: { imageURL: '/uploads/\u0000.webp' },
      }),
    ]);
    expect(answers.map((a) => a.statusCode < 500)).toEqual(answers.map(() => true));
  });
});

describe('fields a path doesn’t take', () => {
  let t: TestApp;
  let manager: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.bearer('manager');
  });
  afterAll(() => t.close());

  const UNKNOWN = "This field isn't accepted";
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: manager, ...(payload ? { payload } : {}) });

  it('are refused with 400 naming each one, and nothing is kept', async () => {
    const before = await t.em().count(ContactMessage);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...CONTACT_MESSAGE, firstName: 'Karen', serviceNeeded: 'Brakes' },
      remoteAddress: '10.60.0.1',
    });
    expect(contact.statusCode).toBe(400);
    expect(expectSpecBody(contact.body)).toEqual({
      message: UNKNOWN,
      reason: 'invalid-input',
      issues: [
        { path: 'firstName', message: UNKNOWN, key: 'unknownField' },
        { path: 'serviceNeeded', message: UNKNOWN, key: 'unknownField' },
      ],
    });
    expect(await t.em().count(ContactMessage)).toBe(before);

    const part = await call('POST', '/api/admin/parts', { name: 'Rotor', category: 'Brakes', price: '40', stock: 3 });
    expect(part.statusCode).toBe(400);
    expect(expectSpecBody(part.body).issues).toEqual([{ path: 'stock', message: UNKNOWN, key: 'unknownField' }]);
    expect(await t.em().count(Part, { name: 'Rotor' })).toBe(0);
  });

  it('are named by their whole path inside nested objects and lists', async () => {
    const res = await call('PUT', '/api/admin/settings', {
      address: { street: '1 Main St', city: 'Las Vegas', region: 'NV', postalCode: '89101', country: 'US' },
      hours: {
        monday: { open: true, from: '08:30', to: '18:00', lunch: '12:00' },
        tuesday: { open: true, from: '08:30', to: '18:00' },
        wednesday: { open: true, from: '08:30', to: '18:00' },
        thursday: { open: true, from: '08:30', to: '18:00' },
        friday: { open: true, from: '08:30', to: '18:00' },
        saturday: { open: true, from: '09:30', to: '13:00' },
        sunday: { open: false, from: '09:00', to: '12:00' },
      },
      specialDays: [{ date: '2027-12-25', closed: true, reason: 'Christmas' }],
    });
    expect(res.statusCode).toBe(400);
    expect(expectSpecBody(res.body).issues).toEqual([
      { path: 'address.country', message: UNKNOWN, key: 'unknownField' },
      { path: 'hours.monday.lunch', message: UNKNOWN, key: 'unknownField' },
      { path: 'specialDays.0.reason', message: UNKNOWN, key: 'unknownField' },
    ]);
  });

  it('are refused on tRPC too, beside the procedure’s own fields and inside them', async () => {
    const part = await t.em().findOneOrFail(Part, { status: 'available' }, { orderBy: { id: 'asc' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/parts.update',
      headers: manager,
      payload: {
        json: { id: part.id, reason: 'x', part: { name: part.name, category: 'Brakes', price: '10', colour: 'red' } },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(expectSpecTrpcError(res.json().error)).toEqual({
      message: UNKNOWN,
      reason: 'invalid-input',
      issues: [
        { path: 'part.colour', message: UNKNOWN, key: 'unknownField' },
        { path: 'reason', message: UNKNOWN, key: 'unknownField' },
      ],
    });
    expect((await t.em().findOneOrFail(Part, part.id)).price).toBe(part.price);
  });

  it('in a query string are refused too, but the `_` cache-buster is let through', async () => {
    const typo = await call('GET', '/api/admin/parts?limit=5&categry=Brakes');
    expect(typo.statusCode).toBe(400);
    expect(expectSpecBody(typo.body).issues).toEqual([{ path: 'categry', message: UNKNOWN, key: 'unknownField' }]);
    expect((await call('GET', '/api/admin/appointments?scope=all&sort=name')).json().issues).toEqual([
      { path: 'sort', message: UNKNOWN, key: 'unknownField' },
    ]);
    expect((await t.app.inject('/api/carousel-images?lang=es&utm_source=mail')).json().issues).toEqual([
      { path: 'utm_source', message: UNKNOWN, key: 'unknownField' },
    ]);

    const busted = await call('GET', '/api/admin/parts?limit=5&_=1732550400000');
    expect(busted.statusCode).toBe(200);
    expect(busted.json().items).toHaveLength(5);
    expect((await t.app.inject('/api/parts?lang=es&_=1')).statusCode).toBe(200);
    // The sign-in link is a link people follow: whatever else it carries is ignored.
    expect((await t.app.inject('/api/login?next=/dashboard&utm_source=mail')).statusCode).toBe(302);
  });
});
