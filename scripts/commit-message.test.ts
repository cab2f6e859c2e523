import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitMessageProblems } from './commit-message';

const body = '\n\nWhy: the header overlapped the menu on a 1280 px window.\nFigures: 0 overlaps in 12 widths.\n';

describe('the commit message rule (CONTRIBUTING.md)', () => {
  it('takes an imperative subject of at most 72 characters, a blank line and a body', () => {
    expect(commitMessageProblems(`Fix the desktop header's overlap with the menu${body}`)).toEqual([]);
    expect(commitMessageProblems(`Address the header${body}# Please enter the commit message\n`)).toEqual([]);
    expect(commitMessageProblems(`${'A'.repeat(72)}${body}`)).toEqual([]);
  });

  it('names each way a message breaks the rule', () => {
    expect(commitMessageProblems(`${'A'.repeat(73)}${body}`)).toEqual(['The subject has 73 characters; at most 72.']);
    expect(commitMessageProblems(`Fixed the header${body}`)).toEqual(['"Fixed" is not the imperative: write the subject as an order ("Add", "Fix", "Move").']);
    for (const word of ['Adds', 'Updating', 'Made', 'Removes']) expect(commitMessageProblems(`${word} the header${body}`)).toHaveLength(1);
    expect(commitMessageProblems(`fix the header.${body}`)).toEqual([
      'The subject ends with a full stop; leave it out.',
      'The subject starts with a capital letter ("Add", not "add").',
    ]);
    expect(commitMessageProblems('Fix the header\n')).toEqual(['There is no body: after a blank line, say why and give the figures.']);
    expect(commitMessageProblems('Fix the header\nWhy: it overlapped.\nMore.\n')).toEqual(['The second line must be blank, between the subject and the body.']);
    expect(commitMessageProblems('# only comments\n\n')).toEqual(['The message is empty: write a subject line.']);
  });

  it("leaves git's own merge, revert and autosquash messages alone", () => {
    expect(commitMessageProblems("Merge branch 'main' of example\n")).toEqual([]);
    expect(commitMessageProblems('fixup! Fix the header\n')).toEqual([]);
  });

  it('fails the hook with the problems, and passes a good message', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'commit-message-'));
    try {
      const good = path.join(folder, 'good');
      const bad = path.join(folder, 'bad');
      writeFileSync(good, `Fix the header${body}`);
      writeFileSync(bad, 'Fixed the header.\n');
      const hook = path.resolve('.githooks/commit-msg');
      expect(() => execFileSync(hook, [good], { stdio: 'pipe' })).not.toThrow();
      let failure: { status: number; stderr: Buffer } | undefined;
      try {
        execFileSync(hook, [bad], { stdio: 'pipe' });
      } catch (error) {
        failure = error as { status: number; stderr: Buffer };
      }
      expect(failure?.status).toBe(1);
      expect(failure?.stderr.toString()).toContain('"Fixed" is not the imperative');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
