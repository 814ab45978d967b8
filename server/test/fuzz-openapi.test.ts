import { Agent } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { VISITOR_KEY_HEADER } from '@blog/contract';
import { seedIfEmpty } from '../src/db/seed';
import { bearer, login } from './helpers/accounts';
import { describeEachEngine } from './helpers/engines';
import { casesFor, seededRandom, type FuzzCase } from './helpers/fuzzCases';
import { loadOperations, type Operation } from './helpers/openapi';
import { envelopeProblem, rawRequest } from './helpers/rawHttp';
import { useTestServer } from './helpers/server';

/**
 * Every call in the server's OpenAPI document, with hostile values in each path, query and body
 * parameter (ids past the integer columns, NUL bytes, 20,000-character text, wrong types, broken
 * bodies), sent as the admin so admin-only calls run too: no answer may be a 500 or anything but
 * the JSON envelope, on either engine. The seed makes the requests identical from run to run.
 */
const SEED = 20_240_613;
const RANDOM_CASES_PER_OPERATION = 3;
const ADMIN = { username: 'fuzz_admin', password: 'Fuzz-admin-2024' };

describeEachEngine('接口模糊测试', (engine) => {
  const server = useTestServer(engine);
  let operations: Operation[] = [];
  let adminToken = '';
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  beforeAll(async () => {
    // The demo content gives the sample id 1 a row in every table, so cases reach the queries.
    await seedIfEmpty(server.db, { dataDir: server.config.dataDir, adminUsername: ADMIN.username, adminPassword: ADMIN.password, seedDemo: true }, () => {});
    adminToken = (await login(server, ADMIN.username, ADMIN.password)).token;
    operations = await loadOperations(server);
  });
  afterAll(() => agent.destroy());

  it('文档列出了所有接口，包括后台接口', () => {
    const listed = operations.map((o) => `${o.method} ${o.path}`);
    expect(operations.length).toBeGreaterThan(100);
    expect(listed).toEqual(expect.arrayContaining(['PUT /api/message/hide/{id}', 'POST /api/article/add', 'GET /wapi/song/detail', 'POST /api/upload/img']));
  });

  it('每个接口对边界输入都答复信封，没有 5xx', async () => {
    const random = seededRandom(SEED);
    const cases: FuzzCase[] = operations.flatMap((operation) => casesFor(operation, random, RANDOM_CASES_PER_OPERATION));
    const problems: string[] = [];
    for (const [index, fuzz] of cases.entries()) {
      const headers: Record<string, string> = {
        ...bearer(adminToken),
        [VISITOR_KEY_HEADER]: 'fuzz-visitor-key',
        // Each case from its own address, so per-address limits do not hide later cases.
        'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      };
      if (fuzz.contentType !== undefined) headers['content-type'] = fuzz.contentType;
      try {
        const answer = await rawRequest(server, { method: fuzz.method, url: fuzz.url, headers, body: fuzz.body, agent });
        const problem = answer.status >= 500 ? `HTTP ${answer.status}` : envelopeProblem(fuzz.method, fuzz.url, answer);
        if (problem) problems.push(`${fuzz.label} → ${problem}: ${answer.text.slice(0, 120)}`);
      } catch (error) {
        // A connection closed without an answer is a failure too, not the end of the run.
        problems.push(`${fuzz.label} → no answer: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(cases.length).toBeGreaterThan(3000);
    expect(problems).toEqual([]);
  }, 240_000);
});
