import { describe, expect, it } from 'vitest';
import { englishMessages } from './messages.ts';
import { contactSchema, partSchema, registerSchema, saleSchema } from './schemas.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('part rules', () => {
  const base = { name: 'Alternator', category: 'Electrical', price: '189.00' };

  it('accept a part with only the required fields and default the condition to used', () => {
    const parsed = partSchema().parse(base);
    expect(parsed.condition).toBe('used');
    expect(parsed.brand).toBeNull();
  });

  it.each(['abc', '-5', '0', '12.345', '100000000', '1e3'])('refuse the price %s', (price) => {
    expect(firstMessage(partSchema().safeParse({ ...base, price }))).toBe('Price must be a valid positive number');
  });

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
