// The bench's results: figures with their budgets, medians, the printed table and the run's report
// (written to bench/results/ by results-file.ts).
import { cpus, loadavg, totalmem } from 'node:os';

/** A budget from docs/performance.md: the value must stay at or under `max`, or at or over `min`. */
export type Budget = { max: number } | { min: number };

export interface Figure {
  /** The benchmark that measured it (the name given to --only). */
  bench: string;
  name: string;
  /** null when the figure could not be measured; `failed` or `skipped` then says why. */
  value: number | null;
  unit: string;
  budget?: Budget;
  failed?: string;
  skipped?: string;
  /** Extra context printed after the value (runs, sample sizes, spread). */
  note?: string;
  /** The numbers behind the note, for bench/results/history.jsonl only. */
  detail?: Record<string, number>;
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  platform: string;
  /** The 15-minute load average when the run ended: other work on the machine skews every timing. */
  load: number;
}

/** The commit a run measured. */
export interface Commit {
  /** HEAD's short hash. */
  hash: string;
  /** Whether the working tree differed from it: the figures are then of code no commit holds. */
  dirty: boolean;
}

/** One run: what it measured, on which code and machine, and how (see results-file.ts). */
export interface Report {
  startedAt: string;
  seconds: number;
  /** How the run was started: `full`, `default`, `quick`, `only api,mixed`, ... (results-file.ts: runMode). */
  mode: string;
  /** null when the bench ran outside a git checkout. */
  commit: Commit | null;
  machine: Machine;
  /** The site's languages: budgets in seconds allow for them (main.ts). */
  languages: string[];
  /** met: within the budget (true), over it (false), or no verdict (null: no budget, or no value). */
  figures: Array<Figure & { met: boolean | null }>;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The p-th percentile (0 to 100) of values sorted in ascending order, by nearest rank: a value that
 * was measured, never one between two. p50 of an even count is the lower middle one; p100 the worst.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile of no values');
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile ${p} is not from 0 to 100`);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/** Whether a figure is within its budget; null when it has none or was not measured. */
export function withinBudget(figure: Figure): boolean | null {
  if (!figure.budget || figure.value === null) return null;
  return 'max' in figure.budget ? figure.value <= figure.budget.max : figure.value >= figure.budget.min;
}

const DECIMALS: Record<string, number> = {
  s: 1,
  ms: 1,
  B: 0,
  KB: 1,
  MiB: 0,
  '×': 2,
  'req/s': 0,
  score: 0,
  count: 0,
  '': 3,
};
/** Units printed as a bare number: the figure's name says what is counted. */
const BARE_UNITS = new Set(['', 'score', 'count']);

/** `flag` figures are yes (1) or no (0). */
export function formatValue(value: number, unit: string): string {
  if (unit === 'flag') return value ? 'yes' : 'no';
  const decimals = DECIMALS[unit] ?? (Number.isInteger(value) ? 0 : 2);
  const number = value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  if (unit === '×') return `${number}×`;
  return BARE_UNITS.has(unit) ? number : `${number} ${unit}`;
}

export function formatBudget(budget: Budget | undefined, unit: string): string {
  if (!budget) return '';
  if (unit === 'flag') return formatValue('max' in budget ? budget.max : budget.min, unit);
  return 'max' in budget ? `≤ ${formatValue(budget.max, unit)}` : `≥ ${formatValue(budget.min, unit)}`;
}

/** A figure's value as a reader sees it: formatted with its note, or why there is none. */
export function valueText(figure: Figure): string {
  if (figure.failed) return `failed: ${figure.failed}`;
  if (figure.skipped) return `skipped: ${figure.skipped}`;
  if (figure.value === null) return 'not measured';
  const value = formatValue(figure.value, figure.unit);
  return figure.note ? `${value} (${figure.note})` : value;
}

const MET_LABEL = { true: 'yes', false: 'NO', null: '' } as const;

/** One figure on one line, as printed when its step ends (a run stopped early keeps what it had). */
export function formatFigure(figure: Figure): string {
  const met = MET_LABEL[`${withinBudget(figure)}`];
  const budget = formatBudget(figure.budget, figure.unit);
  return `${figure.bench}: ${figure.name}: ${valueText(figure)}${budget ? ` (budget ${budget}${met ? `, ${met === 'yes' ? 'met' : 'MISSED'}` : ''})` : ''}`;
}

/** The table printed at the end of a run: figure, value, budget, met?, then the machine. */
export function formatTable(figures: readonly Figure[], machine: Machine): string {
  const rows = figures.map((figure) => [
    `${figure.bench}: ${figure.name}`,
    valueText(figure),
    formatBudget(figure.budget, figure.unit),
    MET_LABEL[`${withinBudget(figure)}`],
  ]);
  const header = ['figure', 'value', 'budget', 'met?'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((text, column) => text.padEnd(widths[column] ?? 0))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('-|-');
  return [line(header), rule, ...rows.map(line), rule, `machine: ${formatMachine(machine)}`].join('\n');
}

export const formatMachine = (machine: Machine): string =>
  `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB memory, node ${machine.node} (${machine.platform}), load average ${machine.load}`;

export function describeMachine(): Machine {
  const processors = cpus();
  return {
    cpu: processors[0]?.model.trim() ?? 'unknown',
    cores: processors.length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    load: Math.round((loadavg()[2] ?? 0) * 10) / 10,
  };
}

/** The report of a run that ends now. */
export function buildReport(
  figures: readonly Figure[],
  run: { startedAt: Date; mode: string; commit: Commit | null; machine: Machine; languages: readonly string[] },
): Report {
  return {
    startedAt: run.startedAt.toISOString(),
    seconds: Math.round((Date.now() - run.startedAt.getTime()) / 1000),
    mode: run.mode,
    commit: run.commit,
    machine: run.machine,
    languages: [...run.languages],
    figures: figures.map((figure) => ({ ...figure, met: withinBudget(figure) })),
  };
}

/** The row standing for a benchmark that failed: the reason is printed where its values would be. */
export const failedFigure = (bench: string, name: string, reason: string): Figure => ({
  bench,
  name,
  value: null,
  unit: '',
  failed: reason,
});

export const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 120) ?? 'unknown error';
