import { spawn } from 'child_process';
import * as fs from 'fs';
import * as http from 'http';
import type { AddressInfo } from 'net';
import * as os from 'os';
import * as path from 'path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/**
 * The browser test's machinery: build the add-in bundle with the fake office host, serve it from
 * 127.0.0.1, and drive it in the machine's Chromium (Debian package `chromium`) through playwright-core.
 * Nothing leaves the machine: every request that is not to the local server is refused, except office.js,
 * which is answered with the fake host.
 */
export const CHROMIUM = '/usr/bin/chromium';
const ROOT = path.resolve(__dirname, '..', '..');
const OFFICE_JS = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js';

export function requireChromium(): void {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}. The browser test needs the Debian package: ` +
        'apt-get update && apt-get install -y chromium (.ci/run installs it when missing).',
    );
  }
}

/** webpack (development mode: no minifying, the slow part) with the fake office host, into a fresh folder. */
export async function buildPane(): Promise<string> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-pane-'));
  const cli = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const args = [cli, '--mode', 'development', '--env', 'fakeOfficeHost', '--output-path', out, '--no-stats'];
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
    child.on('close', resolve);
  });
  for (const file of ['taskpane.html', 'taskpane.js', 'engine-worker.js', 'fake-office.js']) {
    if (code !== 0 || !fs.existsSync(path.join(out, file))) {
      throw new Error(`the pane build failed (exit ${code}, ${file} missing):\n${output.join('').slice(-3000)}`);
    }
  }
  return out;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css',
  '.png': 'image/png',
  '.map': 'application/json',
  '.xml': 'application/xml',
};

export async function serve(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface Browser {
  readonly context: BrowserContext;
  /** Requests refused because they would have left the machine. */
  readonly refused: string[];
  /** Errors the pages threw or logged. */
  readonly errors: string[];
  open(query?: string): Promise<Page>;
  close(): Promise<void>;
}

export async function launch(build: string, origin: string): Promise<Browser> {
  requireChromium();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const refused: string[] = [];
  const errors: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.split('?')[0] === OFFICE_JS)
      return route.fulfill({ path: path.join(build, 'fake-office.js'), contentType: 'text/javascript' });
    if (url.startsWith(`${origin}/`)) return route.continue();
    refused.push(url);
    return route.abort();
  });
  return {
    context,
    refused,
    errors,
    async open(query = '') {
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await page.goto(`${origin}/taskpane.html${query}`);
      await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
      return page;
    },
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Waits until the newest activity line contains `text` and the pane has re-read the workbook; returns the line. */
export async function activity(page: Page, text: string, timeout = 30000): Promise<string> {
  await page.waitForFunction((t) => (document.querySelector('#activity li')?.textContent ?? '').includes(t), text, {
    timeout,
  });
  await page.waitForSelector('body:not([data-refreshing="true"])', { timeout });
  return (await page.textContent('#activity li')) ?? '';
}

/** A built pane served and opened in Chromium for one test file: `page`, and `close` for afterAll. */
export interface RunningPane {
  readonly page: Page;
  readonly browser: Browser;
  close(): Promise<void>;
}

export async function startPane(): Promise<RunningPane> {
  requireChromium(); // fails the whole file with the install hint: CI installs chromium, it is never skipped
  const build = await buildPane();
  const server = await serve(build);
  const browser = await launch(build, server.origin);
  const page = await browser.open();
  return {
    page,
    browser,
    async close() {
      await browser.close();
      await server.close();
      fs.rmSync(build, { recursive: true, force: true });
    },
  };
}
