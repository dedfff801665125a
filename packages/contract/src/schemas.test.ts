import { describe, expect, it } from 'vitest';
import { englishMessages } from './messages.ts';
import {
  carouselImageSchema,
  contactSchema,
  idSchema,
  loginSchema,
  partSchema,
  registerSchema,
  saleSchema,
} from './schemas.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('part rules', () => {
  const base = { name: 'Alternator', category: 'Electrical', price: '189.00' };

  it('accept a part with only the required fields and default the condition to used', () => {
    const parsed = partSchema().parse(base);
    expect(parsed.condition).toBe('used');
    expect(parsed.brand).toBeNull();
  });

  it.each([
    ['$1,200', '1200.00'],
    ['1200', '1200.00'],
    ['1200.5', '1200.50'],
    [' $ 12,345.67 ', '12345.67'],
    ['$0.99', '0.99'],
  ])('read the price %s as people type it: %s', (price, stored) => {
    expect(partSchema().parse({ ...base, price }).price).toBe(stored);
    expect(saleSchema().parse({ salePrice: price, soldTo: 'R. Gomez' }).salePrice).toBe(stored);
  });

  it.each(['abc', '-5', '0', '12.345', '100000000', '1e3', '$-5', '$0', '1,2', '12,00', '$'])(
    'refuse the price %s',
    (price) => {
      expect(firstMessage(partSchema().safeParse({ ...base, price }))).toBe('Price must be a valid positive number');
    },
  );

  it('say which required field is missing', () => {
    expect(firstMessage(partSchema().safeParse({ ...base, name: ' ' }))).toBe('Name is required');
    expect(firstMessage(partSchema().safeParse({ ...base, price: '' }))).toBe('Price is required');
  });

  it('give an empty amount one message, not two', () => {
    const r = saleSchema().safeParse({ salePrice: ' ', soldTo: 'Buyer' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Sale price is required']);
  });
});

describe('sale rules', () => {
  it('need a positive sale price and a buyer', () => {
    const r = saleSchema().safeParse({ salePrice: '-1', soldTo: '' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Sale price must be a valid positive number',
      'Buyer information is required',
    ]);
  });
});

describe('contact rules', () => {
  it('give every message of the specification', () => {
    const r = contactSchema().safeParse({ name: 'A', email: 'nope', phone: '123', subject: 'Hi', message: 'short' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Subject must be at least 5 characters',
      'Message must be at least 10 characters',
    ]);
  });

  it('use the messages they are given, so the web app can show them translated', () => {
    const spanish = { ...englishMessages, nameMin: 'El nombre debe tener al menos 2 caracteres' };
    const r = contactSchema(spanish).safeParse({
      name: 'A',
      email: 'a@b.co',
      phone: '7025550100',
      subject: 'Hello',
      message: 'Long enough message',
    });
    expect(firstMessage(r)).toBe('El nombre debe tener al menos 2 caracteres');
  });
});

describe('registration rules', () => {
  it("put Passwords don't match on confirmPassword", () => {
    const r = registerSchema().safeParse({
      email: 'a@b.co',
      password: 'longenough',
      confirmPassword: 'different1',
      firstName: 'A',
      lastName: 'B',
    });
    expect(r.error?.issues[0]).toMatchObject({ path: ['confirmPassword'], message: "Passwords don't match" });
  });
});

const CONTACT = {
  name: 'Karen Lee',
  email: 'karen@example.com',
  phone: '(702) 555-0199',
  subject: 'Transmission noise',
  message: 'My car whines when it shifts into third gear.',
};
const BAD = "This contains characters that aren't allowed";
const issuesOf = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));

describe('characters in text fields', () => {
  const controls = { NUL: '\u0000', bell: '\u0007', escape: '\u001b', DEL: '\u007f', C1: '\u009b', 'lone CR': '\r' };

  describe.each(Object.entries(controls))('a %s', (_name, char) => {
    it.each(['name', 'phone', 'subject', 'message'])('is refused in the contact %s, with one message', (field) => {
      const value = `${CONTACT[field as keyof typeof CONTACT]}${char}x`;
      expect(issuesOf(contactSchema().safeParse({ ...CONTACT, [field]: value }))).toEqual([
        { path: field, message: BAD },
      ]);
    });

    it('is refused in every field managers fill in', () => {
      const part = {
        name: `A${char}b`,
        category: `B${char}c`,
        price: '1',
        partNumber: `x${char}y`,
        brand: `x${char}y`,
        description: `d${char}e`,
      };
      expect(issuesOf(partSchema().safeParse(part))?.map((i) => i.path)).toEqual([
        'name',
        'description',
        'category',
        'partNumber',
        'brand',
      ]);
      expect(
        issuesOf(saleSchema().safeParse({ salePrice: '1', soldTo: `B${char}uyer`, soldNotes: `n${char}otes` })),
      ).toEqual([
        { path: 'soldTo', message: BAD },
        { path: 'soldNotes', message: BAD },
      ]);
      const image = {
        title: `T${char}itle`,
        description: `d${char}e`,
        imageUrl: '/demo/carousel-shop.webp',
        altText: `Alt ${char}text`,
      };
      expect(issuesOf(carouselImageSchema().safeParse(image))?.map((i) => i.path)).toEqual([
        'title',
        'description',
        'altText',
      ]);
    });

    it('is refused in passwords and names at registration and sign-in', () => {
      const r = registerSchema().safeParse({
        email: 'a@b.co',
        password: `longenough${char}`,
        confirmPassword: `longenough${char}`,
        firstName: `A${char}b`,
        lastName: 'B',
      });
      expect(issuesOf(r)).toEqual([
        { path: 'password', message: BAD },
        { path: 'firstName', message: BAD },
      ]);
      expect(issuesOf(loginSchema().safeParse({ email: 'a@b.co', password: `pass${char}word` }))).toEqual([
        { path: 'password', message: BAD },
      ]);
    });
  });

  it('keeps tabs and line breaks in a message, but not in a one-line field', () => {
    const message = 'Line one,\tindented\r\nline two\nline three';
    expect(contactSchema().parse({ ...CONTACT, message }).message).toBe(message);
    expect(issuesOf(contactSchema().safeParse({ ...CONTACT, subject: 'Two\nlines' }))).toEqual([
      { path: 'subject', message: BAD },
    ]);
    expect(issuesOf(contactSchema().safeParse({ ...CONTACT, name: 'Tab\there' }))).toEqual([
      { path: 'name', message: BAD },
    ]);
  });

  it('forgives a line break at the end of a pasted name (trimmed first)', () => {
    expect(contactSchema().parse({ ...CONTACT, name: 'Karen Lee\n' }).name).toBe('Karen Lee');
  });

  it('accepts accents, emoji and other scripts', () => {
    const name = 'José Ñúñez 李 🚗';
    expect(contactSchema().parse({ ...CONTACT, name }).name).toBe(name);
  });
});

describe('image addresses', () => {
  const image = { title: 'Our shop', imageUrl: '', altText: 'The shop from the street' };
  const URL_BAD = 'Please enter a full web address (https://…) or upload an image';

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,iVBORw0KGgo=',
    'vbscript:msgbox(1)',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'https:\\\\evil.example/a.png',
    'https:evil.example/a.png',
    'ht\ttps://evil.example/a.png',
    'https://exa mple.com/a.png',
    'https://',
    'ftp://files.example/a.png',
    'file:///etc/passwd',
    'images/a.png',
    '/uploads/../secret.webp',
    '/uploads/abc.webp',
    '/api/auth/logout',
  ])('refuse %j for a carousel image and a part', (imageUrl) => {
    expect(issuesOf(carouselImageSchema().safeParse({ ...image, imageUrl }))).toEqual([
      { path: 'imageUrl', message: URL_BAD },
    ]);
    expect(issuesOf(carouselImageSchema().partial().safeParse({ imageUrl }))).toEqual([
      { path: 'imageUrl', message: URL_BAD },
    ]);
    expect(issuesOf(partSchema().safeParse({ name: 'Pump', category: 'Cooling', price: '10', imageUrl }))).toEqual([
      { path: 'imageUrl', message: URL_BAD },
    ]);
  });

  it.each([
    'https://images.example.com/shop.jpg',
    'http://images.example.com/shop.jpg?w=800#top',
    '  https://images.example.com/shop.jpg  ',
    '/uploads/0123456789abcdef0123456789abcdef.webp',
    '/demo/carousel-shop.webp',
  ])('accept %j', (imageUrl) => {
    expect(carouselImageSchema().parse({ ...image, imageUrl }).imageUrl).toBe(imageUrl.trim());
    expect(partSchema().parse({ name: 'Pump', category: 'Cooling', price: '10', imageUrl }).imageUrl).toBe(
      imageUrl.trim(),
    );
  });

  it('still asks for an image when there is none, and a part may have none', () => {
    expect(issuesOf(carouselImageSchema().safeParse(image))).toEqual([
      { path: 'imageUrl', message: 'Please provide an image URL or upload an image' },
    ]);
    expect(partSchema().parse({ name: 'Pump', category: 'Cooling', price: '10', imageUrl: '' }).imageUrl).toBeNull();
  });
});

describe('wrong or missing values', () => {
  it("answer in the dictionary's words, never zod's", () => {
    const r = contactSchema().safeParse({ name: 42, email: 'a@b.co', subject: 7, message: null });
    expect(issuesOf(r)).toEqual([
      { path: 'name', message: "This value isn't valid" },
      { path: 'phone', message: 'This is required' },
      { path: 'subject', message: "This value isn't valid" },
      { path: 'message', message: "This value isn't valid" },
    ]);
    expect(issuesOf(contactSchema().safeParse('text'))).toEqual([{ path: '', message: "This value isn't valid" }]);
    expect(issuesOf(carouselImageSchema().partial().safeParse({ order: 1e12, isActive: 'yes' }))).toEqual([
      { path: 'isActive', message: "This value isn't valid" },
      { path: 'order', message: "This value isn't valid" },
    ]);
    expect(issuesOf(idSchema.safeParse('\u0000'))).toEqual([{ path: '', message: "This value isn't valid" }]);
    expect(issuesOf(idSchema.safeParse('99999999999999999999'))).toEqual([
      { path: '', message: "This value isn't valid" },
    ]);
  });
});
