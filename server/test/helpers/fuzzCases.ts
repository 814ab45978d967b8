import { bodyFields, sampleOf, type JsonSchema, type Operation } from './openapi';

/** The seed's generator (mulberry32), so every run sends the same requests. */
export { randomFrom as seededRandom } from '../../src/db/seed/palette';

/**
 * Requests with hostile values for every parameter of every documented call: the fuzz test in
 * fuzz-openapi.test.ts sends them and expects a JSON envelope below 500 for each.
 */

export interface FuzzCase {
  /** What was changed, to read in a failure: `GET /api/… path id = 2^31`. */
  label: string;
  method: string;
  /** Path and query, percent-encoded. */
  url: string;
  contentType?: string;
  body?: string;
}

/** One hostile value, as it is written in a URL (`url`) and in a JSON body (`json`). */
interface EdgeValue {
  label: string;
  url?: string;
  json?: string;
}

const NINES = '9'.repeat(400);

export const EDGE_VALUES: readonly EdgeValue[] = [
  { label: '2^31', url: '2147483648', json: '2147483648' },
  { label: '-2^31-1', url: '-2147483649', json: '-2147483649' },
  { label: '2^53+1', url: '9007199254740993', json: '9007199254740993' },
  { label: '400 nines', url: NINES, json: NINES },
  { label: '"2^31" as text', json: '"2147483648"' },
  { label: '"400 nines" as text', json: `"${NINES}"` },
  { label: 'negative', url: '-1', json: '-1' },
  { label: 'zero', url: '0', json: '0' },
  { label: 'fraction', url: '1.5', json: '1.5' },
  { label: '1e400', url: '1e400', json: '"1e400"' },
  { label: 'text', url: 'abc', json: '"abc"' },
  { label: 'NUL', url: '%00', json: '"\\u0000"' },
  { label: 'NUL inside text', url: '%E6%96%87%00%E5%AD%97', json: '"文\\u0000字"' },
  { label: 'blank', url: '%20%20', json: '"  "' },
  { label: 'lone surrogate', url: '%ED%A0%80', json: '"\\ud800"' },
  { label: 'bad % escape', url: '%' },
  { label: 'cut UTF-8', url: '%E4%B8' },
  { label: '3,000 characters', url: 'x'.repeat(3000), json: JSON.stringify('x'.repeat(3000)) },
  { label: '20,000 characters', url: 'x'.repeat(20_000), json: JSON.stringify('字'.repeat(20_000)) },
  { label: 'null', json: 'null' },
  { label: 'boolean', json: 'true' },
  { label: 'array', json: '[1,2]' },
  { label: 'array holding NUL', json: '["\\u0000"]' },
  { label: 'array holding 2^31', json: '[2147483648]' },
  { label: 'object', json: '{"a":1}' },
];

/** Whole bodies of the wrong shape or encoding. */
const BODY_EDGES: ReadonlyArray<{ label: string; contentType?: string; body?: string }> = [
  { label: 'no body' },
  { label: 'empty JSON body', contentType: 'application/json', body: '' },
  { label: 'JSON null', contentType: 'application/json', body: 'null' },
  { label: 'JSON array', contentType: 'application/json', body: '[]' },
  { label: 'JSON string', contentType: 'application/json', body: '"text"' },
  { label: 'JSON number', contentType: 'application/json', body: '2147483648' },
  { label: 'cut JSON', contentType: 'application/json', body: '{"a":' },
  { label: 'NUL key', contentType: 'application/json', body: '{"\\u0000":1}' },
  { label: '__proto__ key', contentType: 'application/json', body: '{"__proto__":{"polluted":1}}' },
  { label: 'plain text', contentType: 'text/plain', body: 'x' },
  { label: 'multipart without boundary', contentType: 'multipart/form-data', body: 'x' },
  { label: 'broken multipart', contentType: 'multipart/form-data; boundary=zz', body: '--zz\r\nbroken' },
];

/** Characters that break naive code: NUL, percent, quotes, backslash, right-to-left mark, emoji, CJK. */
const RANDOM_ALPHABET = ['a', 'Z', '0', '9', '-', ' ', '中', '文', '\u0000', '%', '"', "'", '\\', '\u202e', '😀', '<', '&'];

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function randomText(random: () => number): string {
  const length = 1 + Math.floor(random() * 40);
  return Array.from({ length }, () => pick(random, RANDOM_ALPHABET)).join('');
}

const urlSample = (schema: JsonSchema) => encodeURIComponent(String(sampleOf(schema)));

/** The URL of an operation with `overrides` (already encoded) in place of sample values. */
function urlOf(operation: Operation, overrides: Record<string, string>, extraQuery = ''): string {
  let path = operation.path;
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    const value = overrides[parameter.name] ?? urlSample(parameter.schema);
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, value);
    else query.push(`${parameter.name}=${value}`);
  }
  if (extraQuery) query.push(extraQuery);
  return query.length ? `${path}?${query.join('&')}` : path;
}

/** A JSON body of sample values with raw JSON text in place of the fields in `overrides`. */
function bodyOf(schema: JsonSchema, overrides: Record<string, string>): string {
  const fields = Object.keys(bodyFields(schema));
  const sample = sampleOf(schema) as Record<string, unknown>;
  const parts = fields.map((name) => `${JSON.stringify(name)}:${overrides[name] ?? JSON.stringify(sample[name] ?? null)}`);
  return `{${parts.join(',')}}`;
}

/** Every case for one operation: each parameter and body field with each edge value, whole-body edges, and `randomCases` seeded mixes. */
export function casesFor(operation: Operation, random: () => number, randomCases: number): FuzzCase[] {
  const { method } = operation;
  const title = `${method} ${operation.path}`;
  const json = 'application/json';
  const sampleBody = operation.body ? bodyOf(operation.body, {}) : undefined;
  const withBody = (c: Omit<FuzzCase, 'method'>): FuzzCase => ({ method, contentType: sampleBody === undefined ? undefined : json, body: sampleBody, ...c });
  const cases: FuzzCase[] = [withBody({ label: `${title} with sample values`, url: urlOf(operation, {}) })];

  for (const parameter of operation.parameters) {
    for (const edge of EDGE_VALUES) {
      if (edge.url === undefined) continue;
      cases.push(withBody({ label: `${title} ${parameter.in} ${parameter.name} = ${edge.label}`, url: urlOf(operation, { [parameter.name]: edge.url }) }));
    }
    if (parameter.in === 'query') {
      // A repeated query parameter arrives as an array.
      cases.push(withBody({ label: `${title} query ${parameter.name} repeated`, url: urlOf(operation, {}, `${parameter.name}=2`) }));
    }
  }

  const url = urlOf(operation, {});
  if (operation.body) {
    for (const field of Object.keys(bodyFields(operation.body))) {
      for (const edge of EDGE_VALUES) {
        if (edge.json === undefined) continue;
        cases.push({ label: `${title} body ${field} = ${edge.label}`, method, url, contentType: json, body: bodyOf(operation.body, { [field]: edge.json }) });
      }
    }
  }
  if (method !== 'GET' && method !== 'HEAD') {
    for (const edge of BODY_EDGES) cases.push({ label: `${title} ${edge.label}`, method, url, contentType: edge.contentType, body: edge.body });
  }

  for (let n = 0; n < randomCases; n += 1) {
    const chosen = (): { label: string; url: string; json: string } => {
      if (random() < 0.5) {
        const text = randomText(random);
        return { label: JSON.stringify(text), url: encodeURIComponent(text), json: JSON.stringify(text) };
      }
      const edge = pick(random, EDGE_VALUES.filter((e) => e.url !== undefined && e.json !== undefined));
      return { label: edge.label, url: edge.url!, json: edge.json! };
    };
    const urlOverrides: Record<string, string> = {};
    const bodyOverrides: Record<string, string> = {};
    const labels: string[] = [];
    for (const parameter of operation.parameters) {
      if (random() < 0.5) continue;
      const value = chosen();
      urlOverrides[parameter.name] = value.url;
      labels.push(`${parameter.name}=${value.label}`);
    }
    for (const field of operation.body ? Object.keys(bodyFields(operation.body)) : []) {
      if (random() < 0.5) continue;
      const value = chosen();
      bodyOverrides[field] = value.json;
      labels.push(`${field}=${value.label}`);
    }
    cases.push({
      label: `${title} random mix ${labels.join(' ')}`,
      method,
      url: urlOf(operation, urlOverrides),
      contentType: operation.body ? json : undefined,
      body: operation.body ? bodyOf(operation.body, bodyOverrides) : undefined,
    });
  }
  return cases;
}
