import html from 'escape-html';
import type { JsonSchema, OpenApiDocument, Operation } from './openapi.ts';

/**
 * The API reference as one server-rendered page, read straight from the OpenAPI document. It has
 * no script at all, so it works offline and under the site's strict Content-Security-Policy.
 */

/** The little Markdown the descriptions use: paragraphs, `code` and **bold**. */
function prose(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) =>
      html(paragraph.replace(/\s*\n\s*/g, ' '))
        .replace(/`([^`]+)`/g, '<code>$1</code>')
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>'),
    )
    .map((html) => `<p>${html}</p>`)
    .join('');
}

const ACCESS_LABEL: Record<Operation['x-access'], string> = {
  public: 'Anyone',
  'signed-in': 'Signed in',
  supervisor: 'Supervisor',
  manager: 'Manager',
};

type Schema = JsonSchema & {
  type?: string | string[];
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  contentMediaType?: string;
};

/** One line saying what a value may be: "string, 1 to 150 characters", "one of new, used". */
function typeLine(schema: Schema): string {
  if (schema.anyOf) return schema.anyOf.map(typeLine).join(' or ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  const type = [schema.type ?? 'any'].flat().join(' or ');
  if (schema.contentMediaType) return `${schema.contentMediaType} bytes`;
  if (type === 'array') return `list of ${schema.items?.properties ? 'objects' : typeLine(schema.items ?? {})}`;
  const notes: string[] = [];
  if (schema.format) notes.push(schema.format);
  if (schema.minLength !== undefined && schema.maxLength !== undefined)
    notes.push(`${schema.minLength} to ${schema.maxLength} characters`);
  else if (schema.maxLength !== undefined) notes.push(`at most ${schema.maxLength} characters`);
  else if (schema.minLength === 1) notes.push('not empty');
  else if (schema.minLength !== undefined) notes.push(`at least ${schema.minLength} characters`);
  if (schema.exclusiveMinimum !== undefined) notes.push(`above ${schema.exclusiveMinimum}`);
  if (schema.minimum !== undefined && schema.minimum > Number.MIN_SAFE_INTEGER) notes.push(`from ${schema.minimum}`);
  if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) notes.push(`up to ${schema.maximum}`);
  return notes.length ? `${type} (${notes.join(', ')})` : type;
}

/** The object a schema describes, or a list's objects, for a nested table. */
function objectOf(schema: Schema): Schema | undefined {
  if (schema.properties) return schema;
  if (schema.items?.properties) return schema.items;
  return schema.anyOf?.map(objectOf).find(Boolean);
}

function schemaTable(schema: Schema): string {
  const object = objectOf(schema);
  if (!object?.properties) return `<p class="type">${html(typeLine(schema))}</p>`;
  const rows = Object.entries(object.properties).map(([name, property]) => {
    const required = object.required?.includes(name);
    const nested = objectOf(property);
    const notes = [
      property.description ? html(property.description) : '',
      property.default !== undefined ? `Default <code>${html(JSON.stringify(property.default))}</code>.` : '',
      nested ? schemaTable(property) : '',
    ].join(' ');
    return `<tr><td><code>${html(name)}</code>${required ? '' : ' <span class="optional">optional</span>'}</td><td>${html(typeLine(property))}</td><td>${notes}</td></tr>`;
  });
  const list = schema.type === 'array' ? '<p class="type">A list of:</p>' : '';
  return `${list}<table><thead><tr><th>Field</th><th>Type</th><th>Notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function mediaBlock(content: Record<string, { schema?: Schema; example?: unknown }> | undefined): string {
  if (!content) return '';
  return Object.entries(content)
    .map(([type, media]) => {
      const example =
        media.example !== undefined
          ? `<details><summary>Example</summary><pre>${html(JSON.stringify(media.example, null, 2))}</pre></details>`
          : '';
      return `<p class="media">${html(type)}</p>${media.schema ? schemaTable(media.schema) : ''}${example}`;
    })
    .join('');
}

type Response = { description?: string; $ref?: string; content?: Record<string, { schema?: Schema }> };

function operationSection(doc: OpenApiDocument, method: string, path: string, op: Operation): string {
  const parameters = op.parameters?.length
    ? `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Notes</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${html(p.name)}</code>${p.required ? '' : ' <span class="optional">optional</span>'}</td><td>${p.in}</td><td>${html(typeLine(p.schema))}</td><td>${html(p.description ?? String(p.schema.description ?? ''))}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = op.requestBody ? `<h4>Request body</h4>${mediaBlock(op.requestBody.content)}` : '';
  const responses = Object.entries(op.responses as Record<string, Response>).map(([status, response]) => {
    const shared = response.$ref
      ? (doc.components.responses[response.$ref.split('/').pop() ?? ''] as Response | undefined)
      : undefined;
    if (shared) return `<li><strong>${status}</strong> ${html(shared.description ?? '')}</li>`;
    return `<li><strong>${status}</strong> ${html(response.description ?? '')}${mediaBlock(response.content)}</li>`;
  });
  return `<section class="operation" id="${html(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${html(path)}</code></h3>
<p class="summary">${html(op.summary)} <span class="access">${ACCESS_LABEL[op['x-access']]}</span></p>
${prose(op.description ?? '')}${parameters}${body}
<h4>Responses</h4><ul class="responses">${responses.join('')}</ul>
<p class="errors-note">Errors answer <code>{ "message", "reason", "issues"? }</code>.</p>
</section>`;
}

export function renderApiReference(doc: OpenApiDocument): string {
  const byTag = doc.tags.map((tag) => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.tags.includes(tag.name))
        .map(([method, op]) => ({ path, method, op })),
    );
    return { tag, operations };
  });
  const contents = byTag
    .map(
      ({ tag, operations }) =>
        `<li><a href="#tag-${html(tag.name)}">${html(tag.name)}</a><ul>${operations
          .map(
            ({ method, path, op }) =>
              `<li><a href="#${html(op.operationId)}"><span class="method ${method}">${method.toUpperCase()}</span> ${html(path)}</a></li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = byTag
    .map(
      ({ tag, operations }) =>
        `<h2 id="tag-${html(tag.name)}">${html(tag.name)}</h2><p>${html(tag.description)}</p>${operations
          .map(({ method, path, op }) => operationSection(doc, method, path, op))
          .join('')}`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${html(doc.info.title)} reference</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; color: #1a1b1e; margin: 0; }
.layout { display: grid; grid-template-columns: 22rem 1fr; }
nav { position: sticky; top: 0; height: 100vh; overflow: auto; padding: 1rem; border-right: 1px solid #ddd; font-size: 14px; }
nav ul { list-style: none; padding-left: 0.5rem; }
nav li li { white-space: nowrap; }
nav a { color: inherit; text-decoration: none; }
main { padding: 1rem 2rem 4rem; max-width: 60rem; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.9em; }
pre { background: #f4f5f7; padding: 0.75rem; overflow: auto; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0; font-size: 14px; }
th, td { border: 1px solid #ddd; padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
.operation { border-top: 1px solid #ddd; padding-top: 0.5rem; margin-top: 1.5rem; }
.method { display: inline-block; min-width: 4.2em; font: 700 12px ui-monospace, monospace; color: #fff; background: #444; padding: 0.1rem 0.3rem; border-radius: 3px; text-align: center; }
.get { background: #1864ab; } .post { background: #2b8a3e; } .put { background: #8f4b00; } .patch { background: #7048e8; } .delete { background: #c92a2a; }
.access { font-size: 13px; border: 1px solid #555; border-radius: 3px; padding: 0 0.3rem; margin-left: 0.5rem; }
.optional, .media, .errors-note { color: #495057; font-size: 13px; }
@media (max-width: 50rem) { .layout { display: block; } nav { position: static; height: auto; border: 0; } }
</style>
</head>
<body>
<div class="layout">
<nav aria-label="Operations"><p><strong>${html(doc.info.title)}</strong> ${html(doc.info.version)}</p><p><a href="/api/openapi.json">openapi.json</a></p><ul>${contents}</ul></nav>
<main>
<h1>${html(doc.info.title)}</h1>
${prose(doc.info.description)}
${sections}
</main>
</div>
</body>
</html>
`;
}
