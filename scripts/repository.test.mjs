// The repository stands on its own: nothing tracked points to documents outside it, every relative
// link of its Markdown leads to a file that exists, and the README stays a newcomer's page.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Not lib/run.mjs's root: importing it ties this process to a parent's IPC channel (a task's).
const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** Tracked files and new ones not ignored, so a doc is checked before its first commit. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && existsSync(join(root, file)));

const isText = (bytes) => !bytes.subarray(0, 8000).includes(0);

// Built from parts, so that this file does not match itself.
const outside = [
  new RegExp(['\\.\\.', 'shared'].join('/')),
  new RegExp(`\\b(${'DESIGN'}|${'SPEC'})(\\.md)?\\s+(sections?|§)`),
];

/** Relative link targets of a Markdown text: inline `[text](target)` and reference `[id]: target`. */
function relativeLinks(markdown) {
  const targets = [
    ...[...markdown.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]),
    ...[...markdown.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((match) => match[1]),
  ];
  return targets
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => decodeURIComponent(target.split('#')[0]));
}

describe('the repository stands on its own', () => {
  it('no file refers to documents outside the repository', () => {
    const offenders = files.flatMap((file) => {
      const bytes = readFileSync(join(root, file));
      if (!isText(bytes)) return [];
      return bytes
        .toString('utf8')
        .split('\n')
        .flatMap((line, index) => (outside.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}`] : []));
    });
    expect(offenders).toEqual([]);
  });

  it('every relative link in the Markdown leads to a file that exists', () => {
    const markdown = files.filter((file) => file.endsWith('.md'));
    expect(markdown).toContain('README.md');
    const broken = markdown.flatMap((file) =>
      relativeLinks(readFileSync(join(root, file), 'utf8'))
        .filter((target) => !existsSync(join(root, dirname(file), target)))
        .map((target) => `${file} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('the README is at most 200 lines', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it('reads links the way Markdown writes them', () => {
    const text = '[a](docs/api.md) [b](../x.md#part "title") [c](https://x.test) [d](#here)\n[e]: ./e.md\n';
    expect(relativeLinks(text)).toEqual(['docs/api.md', '../x.md', './e.md']);
  });
});
