import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` prints EBADENGINE for every installed package whose `engines.node` does not accept the
 * running Node. The README promises a Node version and the root package.json's `engines` says the
 * same; this reads the lockfile (what `npm ci` installs) so that an upgrade that brings in a package
 * needing a newer Node fails here instead of warning every blogger who installs the site.
 */
const repoFile = (name: string) => fileURLToPath(new URL(`../../${name}`, import.meta.url));

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

const rootPackage = JSON.parse(readFileSync(repoFile('package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(repoFile('package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

const promised = rootPackage.engines.node;
const minimum = semver.minVersion(promised);
if (!minimum) throw new Error(`package.json engines.node is not a range: ${promised}`);
/** Every release of the promised Node line from its minimum on (20.19.0, 20.20.x, …): what the README tells bloggers to run. */
const promisedLine = `>=${minimum.version} <${minimum.major + 1}.0.0-0`;

function nodeRange(entry: LockEntry): string | undefined {
  // Very old packages wrote engines as an array of strings; npm ignores that form.
  return Array.isArray(entry.engines) ? undefined : entry.engines?.node;
}

describe('the Node version the README promises', () => {
  it('is the one package.json engines names', () => {
    const readme = readFileSync(repoFile('README.md'), 'utf8');
    const shown = `${minimum.major}.${minimum.minor}`;
    expect(readme).toContain(`需要 Node.js ${shown} 及以上`);
    expect(readme).toContain(`Node.js ${shown}+ is required`);
  });

  it('is accepted by every package npm ci installs, so it prints no EBADENGINE', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, entry]) => {
        const range = nodeRange(entry);
        if (!range || semver.subset(promisedLine, range, { includePrerelease: true })) return [];
        return [`${path.replace(/^node_modules\//, '')}@${entry.version ?? '?'} needs node ${range}`];
      });
    expect(refusing, `Node ${promisedLine} (package.json engines ${promised})`).toEqual([]);
  });
});
