// Shared by the hardening tests (load, crash, restart, backup): product forms, the CMS as a real
// child process (@suvarna/testkit), and the check that uploads, their rows and their links agree.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startCmsProcess } from '@suvarna/testkit';
import { ADMIN, CMS_DIR } from './cms';
import { asBlob } from './images';

const require = createRequire(import.meta.url);
export const SqliteDatabase: new (
  file: string,
  options?: { readonly?: boolean; fileMustExist?: boolean },
) => SqliteHandle = require('better-sqlite3');

export interface SqliteHandle {
  prepare(sql: string): { all(...values: unknown[]): unknown[]; get(...values: unknown[]): unknown };
  pragma(statement: string): unknown;
  close(): void;
}

export type Image = [bytes: Uint8Array, type: string, name: string];

/** A valid product's form fields; the SKU is the caller's, so concurrent writers never collide. */
export function productFields(sku: string, purity: string, categoryId: number, overrides: Record<string, string> = {}) {
  return {
    name: `Hardening ${sku}`,
    sku,
    metal: 'Gold',
    purity,
    category_id: String(categoryId),
    laber: '1500',
    discount: '100',
    gender: 'female',
    status: 'active',
    weight: '4.5',
    size: '16',
    color: 'Yellow',
    details: 'Made for the hardening tests',
    description: 'A ring written under load',
    ...overrides,
  };
}

export function productForm(values: Record<string, string>, images: Image[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  for (const [bytes, type, name] of images) form.append('images', asBlob(bytes, type), name);
  return form;
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

// --- uploads ------------------------------------------------------------------------------------

export interface UploadRow {
  id: number;
  url: string;
}

export interface UploadLink {
  file_id: number;
  related_type: string;
  related_id: number;
}

export interface UploadAudit {
  /** Files in <public>/uploads that no upload row names. */
  filesWithoutRow: string[];
  /** Upload rows whose file is not on disk. */
  rowsWithoutFile: number[];
  /** Upload rows that no product or banner uses. */
  unusedRows: number[];
  /** Links from a product or banner to an upload row that does not exist. */
  linksWithoutRow: number[];
}

export const uploadFiles = (publicDir: string) =>
  readdirSync(path.join(publicDir, 'uploads')).filter((name) => !name.startsWith('.'));

/** Compares the uploads folder with the upload rows and the rows with their links (files_related_mph). */
export function auditUploads(publicDir: string, rows: UploadRow[], links: UploadLink[]): UploadAudit {
  const onDisk = new Set(uploadFiles(publicDir));
  const named = new Set(rows.map((row) => path.basename(row.url)));
  const ids = new Set(rows.map((row) => row.id));
  const used = new Set(links.map((link) => link.file_id));
  return {
    filesWithoutRow: [...onDisk].filter((name) => !named.has(name)).sort(),
    rowsWithoutFile: rows.filter((row) => !onDisk.has(path.basename(row.url))).map((row) => row.id),
    unusedRows: rows.filter((row) => !used.has(row.id)).map((row) => row.id),
    linksWithoutRow: links.filter((link) => !ids.has(link.file_id)).map((link) => link.file_id),
  };
}

export const CLEAN_UPLOADS: UploadAudit = {
  filesWithoutRow: [],
  rowsWithoutFile: [],
  unusedRows: [],
  linksWithoutRow: [],
};

/** The same audit read straight from a SQLite file (the CMS that wrote it may be dead). */
export function auditSqliteUploads(databaseFile: string, publicDir: string): UploadAudit {
  const db = new SqliteDatabase(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('select id, url from files').all() as UploadRow[];
    const links = db.prepare('select file_id, related_type, related_id from files_related_mph').all() as UploadLink[];
    return auditUploads(publicDir, rows, links);
  } finally {
    db.close();
  }
}

// --- the CMS as a child process ------------------------------------------------------------------

/**
 * The CMS (scripts/start.mjs) as a child process on the SQLite file, uploads folder and secrets of
 * `workDir`, seeing none of the settings of the shell running the tests and logging errors only;
 * `env` adds settings. The same workDir restarts it on the same state.
 */
export const startCmsIn = (workDir: string, env: Record<string, string> = {}) =>
  startCmsProcess({ workDir, env: { STRAPI_LOG_LEVEL: 'error', ...env }, inheritEnv: false });

/**
 * Runs a CMS command (backup, restore) as an operator would, on the SQLite file, uploads and
 * secrets of `workDir` (or the database `env` names), seeing none of the test shell's settings;
 * resolves with its exit code and output.
 */
export function cmsScript(
  name: string,
  args: string[],
  workDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  mkdirSync(workDir, { recursive: true });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(CMS_DIR, 'scripts', `${name}.mjs`), ...args], {
      cwd: CMS_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        ENV_PATH: path.join(workDir, '.env'),
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: path.join(workDir, 'data.db'),
        PUBLIC_DIR: path.join(workDir, 'public'),
        // Where the CMS of startCmsIn keeps its backups, and finds what a restore leaves it.
        BACKUP_DIR: path.join(workDir, 'backups'),
        ...env,
      },
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

export interface Envelope<T = unknown> {
  status: number;
  body: { success?: boolean; message?: string; data?: T };
}

/** One request to a CMS by its address: JSON or multipart body, bearer token, parsed envelope. */
export async function request<T = unknown>(
  base: string,
  method: string,
  route: string,
  options: { body?: unknown; form?: FormData; token?: string } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.form ?? (options.body === undefined ? null : JSON.stringify(options.body));
  const response = await fetch(`${base}${route}`, { method, headers, body });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: { message: `not JSON: ${text.slice(0, 200)}` } };
  }
}

export async function adminToken(base: string): Promise<string> {
  const answer = await request<{ token: string }>(base, 'POST', '/api/admin/login', { body: ADMIN });
  if (!answer.body.data?.token) throw new Error(`login failed: ${answer.status} ${answer.body.message}`);
  return answer.body.data.token;
}
