/**
 * What the sensitive-word check costs one comment (issue: 10,000-word list, 500-character comment).
 *   1. the matcher alone (server/src/modules/sensitive/matcher.ts): mask and has on the comment;
 *   2. the whole check a comment goes through (screenText's screen): the list's version read from the
 *      database (one row) and then the mask, on SQLite and, with BENCH_PG_URL, on PostgreSQL;
 *   3. rebuilding the automaton after a save (once per list change, not per comment).
 * The list is generated: 10,000 distinct words of 2–6 common Hanzi, a tenth of them Latin letters.
 * The comment is generated prose with five list words hidden in it (spaced, full-width, upper case).
 *
 * Run: npx tsx bench/sensitive-words.ts [iterations=20000]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate, openDatabase, type Db } from '../server/src/db/connection';
import { buildMatcher } from '../server/src/modules/sensitive/matcher';
import { createSensitiveScreen } from '../server/src/modules/sensitive/screen';
import { createSensitiveStore } from '../server/src/modules/sensitive/store';

const iterations = Number(process.argv[2] ?? 20_000);
const WORDS = 10_000;
const COMMENT_CHARS = 500;
const PG_ADMIN_URL = process.env.BENCH_PG_URL;

const HANZI = '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话';
const LATIN = 'abcdefghijklmnopqrstuvwxyz';

/** mulberry32: the same list and comment on every run, no dependency. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % below);
  };
}

function generateWords(): string[] {
  const next = generator(7);
  const words = new Set<string>();
  while (words.size < WORDS) {
    const latin = next(10) === 0;
    const alphabet = latin ? LATIN : HANZI;
    const length = latin ? 4 + next(5) : 2 + next(5);
    let word = '';
    for (let i = 0; i < length; i++) word += alphabet[next(alphabet.length)];
    words.add(word);
  }
  return [...words];
}

function generateComment(words: string[]): string {
  const next = generator(11);
  const hidden = [words[1]!.split('').join(' '), words[2]!, words[3]!.split('').join('.'), `${words[4]!}`, words.find((w) => /^[a-z]+$/.test(w))!.toUpperCase()];
  let text = '';
  while ([...text].length < COMMENT_CHARS - 40) {
    text += HANZI[next(HANZI.length)];
    if (next(18) === 0) text += '，';
    if (next(90) === 0 && hidden.length > 0) text += hidden.pop();
  }
  while ([...text].length < COMMENT_CHARS) text += HANZI[next(HANZI.length)];
  return [...text].slice(0, COMMENT_CHARS).join('');
}

/** Nearest-rank percentile of a sorted list. */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const us = (ns: bigint | number) => Number(ns) / 1000;
const fmt = (value: number) => value.toFixed(1);

async function time(label: string, run: () => unknown | Promise<unknown>): Promise<void> {
  // Warm-up: the JIT and the database's caches, as in a server that has been running.
  for (let i = 0; i < Math.min(2000, iterations / 10); i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = process.hrtime.bigint();
    await run();
    samples.push(us(process.hrtime.bigint() - start));
  }
  samples.sort((a, b) => a - b);
  console.log(`| ${label} | ${fmt(percentile(samples, 50))} | ${fmt(percentile(samples, 99))} | ${fmt(samples[samples.length - 1]!)} |`);
}

async function throughDatabase(label: string, db: Db, words: string[], comment: string): Promise<void> {
  await migrate(db);
  await createSensitiveStore(db).save(words, { comment: 'mask', message: 'mask', chat: 'mask', nickname: 'refuse', link: 'refuse' });
  const screen = createSensitiveScreen(createSensitiveStore(db));
  await time(`whole check on ${label} (version read + mask)`, () => screen.screen('comment', comment));
}

async function main(): Promise<void> {
  const words = generateWords();
  const comment = generateComment(words);
  const start = process.hrtime.bigint();
  const matcher = buildMatcher(words);
  const buildMs = us(process.hrtime.bigint() - start) / 1000;
  const masked = matcher.mask(comment);
  console.log(`${new Date().toISOString()} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'} · load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} · Node ${process.version}`);
  console.log(`list: ${matcher.size} words; comment: ${[...comment].length} characters, ${[...masked].filter((c) => c === '*').length} masked; automaton built in ${buildMs.toFixed(1)} ms; ${iterations} runs each\n`);
  console.log('| per comment | p50 µs | p99 µs | max µs |\n|---|---:|---:|---:|');
  await time('matcher.mask', () => matcher.mask(comment));
  await time('matcher.has (refuse places), stops at the first match', () => matcher.has(comment));
  // The comment with every matched character replaced by a digit (no word has one): nothing to find,
  // so the scan reads all 500 characters. (A * would be skipped as a spacer and join its neighbours.)
  const clean = masked.replaceAll('*', '0');
  if (matcher.has(clean)) throw new Error('the clean comment still matches');
  await time('matcher.has on a clean comment (reads all of it)', () => matcher.has(clean));

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-words-'));
  const sqlite = openDatabase({ dataDir });
  await throughDatabase('SQLite', sqlite, words, comment);
  await sqlite.close();

  if (PG_ADMIN_URL) {
    const name = `bench_words_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    const db = openDatabase({ dataDir, databaseUrl: url.toString() });
    try {
      await throughDatabase('PostgreSQL', db, words, comment);
    } finally {
      await db.close();
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    }
  }
}

await main();
