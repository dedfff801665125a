// @vitest-environment node
// (Node: the parser is Vite's own, which wants Node's URLs.)
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { englishMessages } from '@shop/contract';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The screens choose their words from the server's reason codes and message keys, never from its
 * English: a web file that holds a server sentence (or a piece of one, or a pattern matching one)
 * would break the Spanish screen the day the sentence is reworded.
 */

type Node = { type: string; [key: string]: unknown };

const webSrc = fileURLToPath(new URL('../../', import.meta.url));
const serverSrc = fileURLToPath(new URL('../../../../server/src/', import.meta.url));

function sourceFiles(root: string): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\.d\.ts$|routeTree\.gen\.ts$/.test(f))
    .map((f) => `${root}${f}`);
}

function walk(node: unknown, visit: (node: Node, parent: Node | null) => void, parent: Node | null = null): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit, parent);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node, parent);
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'type' && child && typeof child === 'object') walk(child, visit, node as Node);
  }
}

const parse = (file: string) => parseSync(file, readFileSync(file, 'utf8')).program;

const isString = (n: unknown): n is Node & { value: string } =>
  (n as Node | null)?.type === 'Literal' && typeof (n as { value: unknown }).value === 'string';

/** The words of a string or a template (its fixed parts). */
function textsOf(node: unknown): string[] {
  if (isString(node)) return [node.value];
  if ((node as Node | null)?.type === 'TemplateLiteral') {
    return ((node as { quasis: { value: { cooked: string } }[] }).quasis ?? []).map((q) => q.value.cooked);
  }
  return [];
}

const calleeName = (n: Node) => {
  const callee = n.callee as Node & { name?: string; property?: { name?: string } };
  return callee.type === 'Identifier' ? callee.name : callee.property?.name;
};

/**
 * The server's refusal sentences: what it passes to a domain error, a rate limit or a tRPC error,
 * what it sends as an answer's `message`, and the constants those name.
 */
function serverSentences(): string[] {
  const sentences: string[] = [];
  const named = new Set<string>();
  const constants = new Map<string, string[]>();
  for (const file of sourceFiles(serverSrc)) {
    walk(parse(file), (n) => {
      const refusal =
        (n.type === 'NewExpression' && /Error$/.test(calleeName(n) ?? '')) ||
        (n.type === 'CallExpression' && ['takeAttempt', 'refuse'].includes(calleeName(n) ?? ''));
      const values = refusal
        ? (n.arguments as Node[])
        : n.type === 'Property' && (n.key as { name?: string }).name === 'message'
          ? [n.value as Node]
          : [];
      for (const value of values) {
        sentences.push(...textsOf(value));
        if (value.type === 'Identifier') named.add(value.name as string);
      }
      if (n.type === 'VariableDeclarator' && (n.id as Node).type === 'Identifier') {
        constants.set((n.id as { name: string }).name, textsOf(n.init));
      }
    });
  }
  for (const name of named) sentences.push(...(constants.get(name) ?? []));
  // Pieces of a few words at least: a single word ("Not", "found") is no sentence.
  return [...new Set(sentences.map((s) => s.trim()).filter((s) => s.split(/\s+/).length >= 3))];
}

interface WebText {
  file: string;
  text: string;
  regex?: { pattern: string; flags: string };
}

/**
 * Every string, untagged template and regular expression in the web app's code (JSX text is the
 * web's own words in a Lingui `<Trans>`).
 */
function webTexts(): WebText[] {
  const texts: WebText[] = [];
  for (const file of sourceFiles(webSrc)) {
    walk(parse(file), (n, parent) => {
      const where = file.slice(webSrc.length);
      if (n.type === 'Literal' && (n as { regex?: unknown }).regex) {
        texts.push({ file: where, text: '', regex: (n as unknown as { regex: WebText['regex'] }).regex });
      } else if (isString(n)) {
        texts.push({ file: where, text: n.value as string });
      } else if (n.type === 'TemplateLiteral' && parent?.type !== 'TaggedTemplateExpression') {
        // A tagged template is a Lingui message (t`...`): the web's own words in its catalogue.
        for (const text of textsOf(n)) texts.push({ file: where, text });
      }
    });
  }
  return texts;
}

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

describe('the web app and the server’s words', () => {
  const sentences = serverSentences();
  const messages = Object.values(englishMessages);
  const texts = webTexts();

  it('finds the server’s refusal sentences and the web app’s texts to compare', () => {
    // Guards the test itself: were the parsing to find nothing, it would pass for nothing.
    expect(sentences).toContain('That time was just taken; please pick another');
    expect(sentences).toContain('The server is busy. Please try again shortly.');
    expect(sentences.length).toBeGreaterThan(30);
    expect(texts.length).toBeGreaterThan(1000);
  });

  it('no web file holds a server sentence or a validation message, nor a piece of a sentence', () => {
    const found: string[] = [];
    for (const { file, text, regex } of texts) {
      if (regex) {
        // A pattern with words in it that matches a server sentence recognises it by its English.
        if (!/[a-z]{3}/i.test(regex.pattern)) continue;
        const pattern = new RegExp(regex.pattern, regex.flags.replace('g', ''));
        for (const s of [...sentences, ...messages])
          if (pattern.test(s)) found.push(`${file}: /${regex.pattern}/ ~ ${s}`);
        continue;
      }
      const words = fold(text);
      if (words.length < 4) continue;
      for (const s of [...sentences, ...messages]) {
        const sentence = fold(s);
        const piece = words.includes(' ') && sentence.includes(words);
        if (words.includes(sentence) || piece) found.push(`${file}: ${JSON.stringify(text)} ~ ${s}`);
      }
    }
    expect(found).toEqual([]);
  });
});
