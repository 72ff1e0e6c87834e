// The bench's results as files in bench/results/, kept in the repository so that runs can be compared:
//   latest.md      the latest run in mode `full` as a Markdown table, for people;
//   history.jsonl  one line appended per run of any mode, for scripts.
//
// History is JSON Lines rather than TSV: runs differ in their figures (--only picks benchmarks,
// --full adds the larger catalogues, and figures come and go with the code), so no set of columns
// stays stable, and a figure carries more than a value (unit, budget, why it failed or was skipped,
// the numbers behind its note). Each line is one whole run: JSON.parse reads any line back alone.
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Commit, formatBudget, formatMachine, type Report, valueText } from './report.ts';

/** Where the results go, from the repository's root. */
export const RESULTS_DIR = 'bench/results';
export const LATEST_FILE = 'latest.md';
export const HISTORY_FILE = 'history.jsonl';

/** How a run was started: main.ts's --quick, --full and --only. */
export interface RunFlags {
  quick: boolean;
  full: boolean;
  /** The benchmarks --only picked; empty when the run had them all. */
  only: readonly string[];
  /** The one database --database picked, if any. */
  database?: string;
}

/**
 * The one mode latest.md shows: `npm run bench -- --full` with neither --quick nor --only. Only it
 * measures every figure (the default run skips the 5,000- and 10,000-product ones) and takes each
 * as a median of several runs (--quick takes one); any other run would put gaps or noisier figures
 * in place of the last full ones.
 */
export const FULL_MODE = 'full';

/** The run's mode in words: `full`, `default` (no flag), or the flags, e.g. `quick, only api,mixed, database sqlite`. */
export function runMode({ quick, full, only, database }: RunFlags): string {
  const flags: string[] = [];
  if (full) flags.push('full');
  if (quick) flags.push('quick');
  if (only.length > 0) flags.push(`only ${only.join(',')}`);
  if (database) flags.push(`database ${database}`);
  return flags.join(', ') || 'default';
}

/**
 * The commit in `repoDir`: HEAD's short hash, and whether any file differs from it. bench/results/
 * does not count: every run appends to its history, which would make each later run dirty. null
 * outside a git checkout, where the results are still written.
 */
export function readCommit(repoDir: string): Commit | null {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repoDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return {
      hash: git('rev-parse', '--short', 'HEAD'),
      dirty: git('status', '--porcelain', '--', '.', `:(exclude)${RESULTS_DIR}`) !== '',
    };
  } catch {
    return null;
  }
}

/** Text made safe for a Markdown table cell: a pipe would end the cell and a newline the table. */
export function markdownCell(text: string): string {
  // Backslashes first: one before a pipe would otherwise undo that pipe's escape.
  return text
    .replaceAll('\\', '\\\\')
    .replaceAll('|', '\\|')
    .replace(/\r\n|\r|\n/g, '<br>');
}

type ReportFigure = Report['figures'][number];
type Verdict = 'met' | 'missed' | 'no budget' | 'not measured';

function verdict(figure: ReportFigure): Verdict {
  if (!figure.budget) return 'no budget';
  if (figure.met === null) return 'not measured';
  return figure.met ? 'met' : 'missed';
}

/** The met? column: a missed budget stands out, as NO does in the printed table. */
const MET_CELL: Record<Verdict, string> = {
  met: 'yes',
  missed: '**NO**',
  'no budget': 'no budget',
  'not measured': 'not measured',
};

/** `68 figures: 60 met, 3 missed, 5 no budget`, leaving out the verdicts no figure had. */
function tally(figures: readonly ReportFigure[]): string {
  if (figures.length === 0) return 'The run recorded no figures.';
  const verdicts = figures.map(verdict);
  const parts = (Object.keys(MET_CELL) as Verdict[])
    .map((kind) => [kind, verdicts.filter((each) => each === kind).length] as const)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${kind}`);
  return `${figures.length} figure${figures.length === 1 ? '' : 's'}: ${parts.join(', ')}.`;
}

function describeCommit(commit: Commit | null): string {
  if (!commit) return 'unknown (not run in a git checkout)';
  return commit.dirty ? `\`${commit.hash}\` with uncommitted changes` : `\`${commit.hash}\``;
}

/** bench/results/latest.md for a run: what produced it, then one table row per figure. */
export function renderLatest(report: Report): string {
  const rows = report.figures.map((figure) => {
    const cells = [
      `${figure.bench}: ${figure.name}`,
      valueText(figure),
      formatBudget(figure.budget, figure.unit),
      MET_CELL[verdict(figure)],
    ];
    return `| ${cells.map(markdownCell).join(' | ')} |`;
  });
  return [
    '# Benchmarks: the latest full run',
    '',
    'Generated by `npm run bench -- --full` (bench/src/results-file.ts); do not edit it by hand: the',
    'next such run replaces it. Runs with `--quick`, `--only` or without `--full` leave it as it is',
    'and, like every run, add a line to [history.jsonl](history.jsonl) beside it. Budgets:',
    'docs/performance.md.',
    '',
    `- Date: ${report.startedAt.slice(0, 16).replace('T', ' ')} UTC, ${report.seconds.toLocaleString('en-US')} s in all`,
    `- Commit: ${describeCommit(report.commit)}`,
    `- Machine: ${formatMachine(report.machine)} at the end`,
    `- Languages: ${report.languages.join(', ')}, which the budgets in seconds allow for`,
    '',
    ...(rows.length > 0 ? ['| figure | value | budget | met? |', '| --- | --- | --- | --- |', ...rows, ''] : []),
    tally(report.figures),
    '',
  ].join('\n');
}

/** One line of bench/results/history.jsonl: the whole report (JSON escapes any newline in it). */
export const historyLine = (report: Report): string => `${JSON.stringify(report)}\n`;

/**
 * Adds the run to `directory`'s history and, for a full run, replaces its latest.md. Returns the
 * files written, for the log.
 */
export function writeResults(report: Report, directory: string): { history: string; latest: string | null } {
  mkdirSync(directory, { recursive: true });
  const history = path.join(directory, HISTORY_FILE);
  appendFileSync(history, historyLine(report));
  if (report.mode !== FULL_MODE) return { history, latest: null };
  const latest = path.join(directory, LATEST_FILE);
  writeFileSync(latest, renderLatest(report));
  return { history, latest };
}
