import { describe, expect, it } from 'vitest';
import { englishMessages } from './messages.ts';
import { REFUSAL_REASONS, REFUSALS } from './refusals.ts';

describe('the refusal reasons', () => {
  it('are short kebab-case codes, each with its status and a line saying when it comes', () => {
    for (const reason of REFUSAL_REASONS) {
      expect(reason).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(REFUSALS[reason].status).toBeGreaterThanOrEqual(400);
      expect(REFUSALS[reason].doc.length).toBeGreaterThan(10);
    }
  });
});

describe('the validation messages', () => {
  it('are each worded differently, so the server can tell the key of any message it produced', () => {
    const texts = Object.values(englishMessages);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
