/**
 * manifest.xml against the XML manifest schema rules that matter for sideloading and validation (checked
 * offline: element order, required elements, resource references, string limits) and against a real
 * production build (every URL served, every icon the size the manifest says).
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import { builtinModules } from 'module';
import * as os from 'os';
import * as path from 'path';
import { RIBBON_ACTIONS, RIBBON_LABELS } from '../../src/taskpane/ribbon-outcomes';
import { MINIMUM_EXCEL_API } from '../../src/taskpane/status';
import { pngSize } from './png';
import { attr, childrenNamed, descendants, onlyChild, parseXml, pathOf, type XmlElement } from './xml';

const ROOT = path.resolve(__dirname, '..', '..');
const MANIFEST_PATH = path.join(ROOT, 'manifest.xml');
const MANIFEST_FILE = 'manifest.xml';
const DEV_URL = 'https://localhost:3000/';

const NS = {
  officeApp: 'http://schemas.microsoft.com/office/appforoffice/1.1',
  basicTypes: 'http://schemas.microsoft.com/office/officeappbasictypes/1.0',
  taskpaneOverrides: 'http://schemas.microsoft.com/office/taskpaneappversionoverrides',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
};

// Schema sequences (MS-OWEMXML: OfficeApp + TaskPaneApp, VersionOverridesV1_0, Host, DesktopFormFactor,
// Group, Control) — a child may be absent, but those present must come in this order.
const ORDER = {
  officeApp: [
    'Id',
    'AlternateId',
    'Version',
    'ProviderName',
    'DefaultLocale',
    'DisplayName',
    'Description',
    'IconUrl',
    'HighResolutionIconUrl',
    'SupportUrl',
    'AppDomains',
    'Hosts',
    'Requirements',
    'DefaultSettings',
    'Permissions',
    'Dictionary',
    'VersionOverrides',
    'ExtendedOverrides',
  ],
  versionOverrides: ['Description', 'Requirements', 'Hosts', 'Resources', 'WebApplicationInfo', 'EquivalentAddins'],
  host: ['Runtimes', 'AllFormFactors', 'DesktopFormFactor'],
  desktopFormFactor: ['GetStarted', 'FunctionFile', 'ExtensionPoint'],
  getStarted: ['Title', 'Description', 'LearnMoreUrl'],
  group: ['Label', 'Icon', 'Control'],
  control: ['Label', 'Supertip', 'Icon', 'Action'],
  resources: ['Images', 'Urls', 'ShortStrings', 'LongStrings'],
};
const REPEATABLE = new Set(['Control', 'ExtensionPoint']);

const TRANSLATIONS = ['tr-TR', 'fa-IR'];
const LIMITS = { resid: 32, id: 125, shortString: 125, longString: 250 };

type ResourceKind = 'Images' | 'Urls' | 'ShortStrings' | 'LongStrings';

const manifestText = fs.readFileSync(MANIFEST_PATH, 'utf8');
const manifest = parseXml(manifestText, MANIFEST_FILE);

function place(el: XmlElement): string {
  return `${MANIFEST_FILE}:${el.line}:${el.column} (${pathOf(el)})`;
}

function xsiType(el: XmlElement): string | undefined {
  const a = el.attributes.find((x) => x.name.endsWith(':type') && x.name.split(':')[0] !== 'xmlns');
  return a?.value;
}

/** Problems with the order of `el`'s children against a schema sequence; [] when in order. */
function orderProblems(el: XmlElement, sequence: string[]): string[] {
  const problems: string[] = [];
  let last = -1;
  const seen = new Set<string>();
  for (const child of el.children) {
    const index = sequence.indexOf(child.localName);
    if (index < 0) problems.push(`${place(child)}: <${child.localName}> is not allowed in <${el.localName}>`);
    else if (index < last) problems.push(`${place(child)}: <${child.localName}> is out of order in <${el.localName}>`);
    else if (seen.has(child.localName) && !REPEATABLE.has(child.localName))
      problems.push(`${place(child)}: <${child.localName}> repeated`);
    seen.add(child.localName);
    last = Math.max(last, index);
  }
  return problems;
}

const versionOverrides = onlyChild(manifest, 'VersionOverrides', MANIFEST_FILE);
const resourcesEl = onlyChild(versionOverrides, 'Resources', MANIFEST_FILE);
const overridesHost = onlyChild(onlyChild(versionOverrides, 'Hosts', MANIFEST_FILE), 'Host', MANIFEST_FILE);
const desktop = onlyChild(overridesHost, 'DesktopFormFactor', MANIFEST_FILE);
const customTab = onlyChild(onlyChild(desktop, 'ExtensionPoint', MANIFEST_FILE), 'CustomTab', MANIFEST_FILE);
const groups = childrenNamed(customTab, 'Group');
const controls = descendants(customTab, 'Control');

interface Resource {
  kind: ResourceKind;
  el: XmlElement;
  value: string;
}

const resources = new Map<string, Resource>();
const resourceList: Array<Resource & { id: string }> = [];
for (const kind of ['Images', 'Urls', 'ShortStrings', 'LongStrings'] as ResourceKind[]) {
  for (const container of childrenNamed(resourcesEl, kind)) {
    for (const el of container.children) {
      const id = attr(el, 'id') ?? '';
      const entry = { kind, el, value: attr(el, 'DefaultValue') ?? '' };
      resourceList.push({ id, ...entry });
      resources.set(id, entry);
    }
  }
}

function resource(resid: string | undefined, kind: ResourceKind): Resource {
  const found = resid === undefined ? undefined : resources.get(resid);
  if (!found || found.kind !== kind) throw new Error(`resid "${resid}" is not a defined ${kind} resource`);
  return found;
}

/** Which resource kind a `resid` attribute must name, by the element that carries it. */
function expectedKind(el: XmlElement): ResourceKind {
  switch (el.localName) {
    case 'Image':
      return 'Images';
    case 'FunctionFile':
    case 'SourceLocation':
    case 'LearnMoreUrl':
      return 'Urls';
    case 'Label':
    case 'Title':
      return 'ShortStrings';
    case 'Description':
      return 'LongStrings';
    default:
      throw new Error(`${place(el)}: unexpected resid on <${el.localName}>`);
  }
}

const residRefs = descendants(versionOverrides).filter((el) => attr(el, 'resid') !== undefined);

/** ExecuteFunction buttons in ribbon order: function name and label resource id. */
const executeButtons = controls
  .map((c) => ({ control: c, action: onlyChild(c, 'Action', MANIFEST_FILE) }))
  .filter(({ action }) => xsiType(action) === 'ExecuteFunction');

describe('manifest.xml: base manifest (schema 1.1, TaskPaneApp)', () => {
  it('is well-formed XML with the OfficeApp root in the 1.1 namespace and xsi:type TaskPaneApp', () => {
    // parseXml at module load already threw on any well-formedness error; check what it found
    expect(manifest.localName).toBe('OfficeApp');
    expect(manifest.namespace).toBe(NS.officeApp);
    expect(attr(manifest, 'xsi:type')).toBe('TaskPaneApp');
    expect(attr(manifest, 'xmlns:xsi')).toBe(NS.xsi);
    expect(attr(manifest, 'xmlns:bt')).toBe(NS.basicTypes);
  });

  it('lists its elements in schema order, each once', () => {
    expect(orderProblems(manifest, ORDER.officeApp)).toEqual([]);
  });

  it('has the required identity elements', () => {
    for (const name of [
      'Id',
      'Version',
      'ProviderName',
      'DefaultLocale',
      'DisplayName',
      'Description',
      'IconUrl',
      'HighResolutionIconUrl',
      'SupportUrl',
      'Hosts',
      'DefaultSettings',
      'Permissions',
      'VersionOverrides',
    ]) {
      expect({ name, count: childrenNamed(manifest, name).length }).toEqual({ name, count: 1 });
    }
    expect(onlyChild(manifest, 'Id').text).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(onlyChild(manifest, 'ProviderName').text.trim()).not.toBe('');
    expect(onlyChild(manifest, 'DefaultLocale').text).toBe('en-US');
    const displayName = attr(onlyChild(manifest, 'DisplayName'), 'DefaultValue') ?? '';
    expect(displayName).toBe('Arbiter Sheet');
    const description = attr(onlyChild(manifest, 'Description'), 'DefaultValue') ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(LIMITS.longString);
  });

  it('carries the package.json version with a fourth part', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(onlyChild(manifest, 'Version').text).toBe(`${pkg.version.replace(/[-+].*$/, '')}.0`);
  });

  it('targets Excel only (Host Name="Workbook")', () => {
    const hosts = childrenNamed(onlyChild(manifest, 'Hosts'), 'Host').map((h) => attr(h, 'Name'));
    expect(hosts).toEqual(['Workbook']);
  });

  it('requires ExcelApi 1.1 and nothing more, the same floor the task pane checks', () => {
    const sets = descendants(onlyChild(manifest, 'Requirements'), 'Set').map((s) => [
      attr(s, 'Name'),
      attr(s, 'MinVersion'),
    ]);
    expect(sets).toEqual([['ExcelApi', '1.1']]);
    expect(MINIMUM_EXCEL_API).toBe('1.1');
  });

  it('opens taskpane.html by default and asks for ReadWriteDocument', () => {
    const source = onlyChild(onlyChild(manifest, 'DefaultSettings'), 'SourceLocation');
    expect(attr(source, 'DefaultValue')).toBe(`${DEV_URL}taskpane.html`);
    expect(onlyChild(manifest, 'Permissions').text).toBe('ReadWriteDocument');
  });

  it('translates the description into Turkish and Persian', () => {
    const overrides = childrenNamed(onlyChild(manifest, 'Description'), 'Override');
    expect(overrides.map((o) => attr(o, 'Locale'))).toEqual(TRANSLATIONS);
    for (const o of overrides) {
      expect((attr(o, 'Value') ?? '').length).toBeLessThanOrEqual(LIMITS.longString);
    }
    expect(attr(overrides[1], 'Value')).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('manifest.xml: VersionOverrides and the Arbiter tab', () => {
  it('uses VersionOverridesV1_0 in the task pane namespace, the only version task pane add-ins have', () => {
    expect(versionOverrides.namespace).toBe(NS.taskpaneOverrides);
    expect(attr(versionOverrides, 'xsi:type')).toBe('VersionOverridesV1_0');
    expect(descendants(manifest, 'VersionOverrides')).toHaveLength(1);
  });

  it('keeps schema order in VersionOverrides, Host, DesktopFormFactor and GetStarted', () => {
    const getStarted = onlyChild(desktop, 'GetStarted');
    expect([
      ...orderProblems(versionOverrides, ORDER.versionOverrides),
      ...orderProblems(overridesHost, ORDER.host),
      ...orderProblems(desktop, ORDER.desktopFormFactor),
      ...orderProblems(getStarted, ORDER.getStarted),
      ...orderProblems(resourcesEl, ORDER.resources),
    ]).toEqual([]);
    expect(getStarted.children.map((c) => c.localName)).toEqual(ORDER.getStarted);
  });

  it('adds the commands to Excel through commands.html', () => {
    expect(xsiType(overridesHost)).toBe('Workbook');
    expect(resource(attr(onlyChild(desktop, 'FunctionFile'), 'resid'), 'Urls').value).toBe(`${DEV_URL}commands.html`);
  });

  it('puts its group on a custom tab labelled "Arbiter", not on the Home tab', () => {
    const extensionPoint = onlyChild(desktop, 'ExtensionPoint');
    expect(xsiType(extensionPoint)).toBe('PrimaryCommandSurface');
    expect(descendants(extensionPoint, 'OfficeTab')).toEqual([]);
    expect(groups).toHaveLength(1);
    // CustomTab: groups first, then its Label (the schema rejects the reverse)
    expect(customTab.children.map((c) => c.localName)).toEqual(['Group', 'Label']);
    expect(resource(attr(onlyChild(customTab, 'Label'), 'resid'), 'ShortStrings').value).toBe('Arbiter');
  });

  it('has a labelled group with an icon and then its buttons, each laid out as the schema says', () => {
    const group = groups[0];
    expect(orderProblems(group, ORDER.group)).toEqual([]);
    expect(resource(attr(onlyChild(group, 'Label'), 'resid'), 'ShortStrings').value).toBe('Tournament');
    for (const control of controls) {
      expect({ id: attr(control, 'id'), type: xsiType(control) }).toEqual({ id: attr(control, 'id'), type: 'Button' });
      expect(control.children.map((c) => c.localName)).toEqual(ORDER.control);
      const supertip = onlyChild(control, 'Supertip');
      expect(supertip.children.map((c) => c.localName)).toEqual(['Title', 'Description']);
    }
    for (const icon of [onlyChild(group, 'Icon'), ...controls.map((c) => onlyChild(c, 'Icon'))]) {
      expect(childrenNamed(icon, 'Image').map((i) => attr(i, 'size'))).toEqual(['16', '32', '80']);
    }
  });

  it('has one ExecuteFunction button per ribbon function, in order, with the labels the task pane uses', () => {
    const names = executeButtons.map(({ action }) => onlyChild(action, 'FunctionName').text);
    expect(names).toEqual([...RIBBON_ACTIONS]);
    const labels = executeButtons.map(
      ({ control }) => resource(attr(onlyChild(control, 'Label'), 'resid'), 'ShortStrings').value,
    );
    expect(labels).toEqual(RIBBON_ACTIONS.map((a) => RIBBON_LABELS[a]));
    expect(labels).toEqual(['Pair next round', 'Standings', 'Crosstable', 'Cards', 'Check round', 'Export TRF']);
  });

  it('has a Show task pane button opening the default task pane', () => {
    const showPane = controls.filter((c) => xsiType(onlyChild(c, 'Action')) === 'ShowTaskpane');
    expect(showPane).toHaveLength(1);
    expect(controls).toHaveLength(executeButtons.length + 1);
    const action = onlyChild(showPane[0], 'Action');
    expect(onlyChild(action, 'TaskpaneId').text).toMatch(/^\S+$/);
    const url = resource(attr(onlyChild(action, 'SourceLocation'), 'resid'), 'Urls').value;
    expect(url).toBe(attr(onlyChild(onlyChild(manifest, 'DefaultSettings'), 'SourceLocation'), 'DefaultValue'));
    expect(resource(attr(onlyChild(showPane[0], 'Label'), 'resid'), 'ShortStrings').value).toBe('Show task pane');
  });

  it('gives tabs, groups and controls unique ids of at most 125 characters', () => {
    const ids = [customTab, ...groups, ...controls].map((el) => attr(el, 'id') ?? '');
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z][\w.]*$/);
      expect(id.length).toBeLessThanOrEqual(LIMITS.id);
    }
  });
});

describe('manifest.xml: resources', () => {
  it('defines every resource id once, each at most 32 characters', () => {
    const ids = resourceList.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const id of ids) {
      expect({ id, ok: id.length > 0 && id.length <= LIMITS.resid }).toEqual({ id, ok: true });
    }
    // resources are in the basic-types namespace (bt:)
    for (const r of resourceList) expect(r.el.namespace).toBe(NS.basicTypes);
  });

  it('resolves every resid to a resource of the right kind', () => {
    expect(residRefs.length).toBeGreaterThan(40);
    const problems = residRefs
      .map((el) => ({ el, resid: attr(el, 'resid') ?? '', kind: expectedKind(el) }))
      .filter(({ resid, kind }) => resources.get(resid)?.kind !== kind)
      .map(({ el, resid, kind }) => `${place(el)}: resid "${resid}" is not a ${kind} resource`);
    expect(problems).toEqual([]);
  });

  it('uses every resource it defines', () => {
    const used = new Set(residRefs.map((el) => attr(el, 'resid')));
    expect(resourceList.filter((r) => !used.has(r.id)).map((r) => r.id)).toEqual([]);
  });

  it('keeps short strings within 125 and long strings within 250 characters, translations included', () => {
    for (const r of resourceList.filter((x) => x.kind === 'ShortStrings' || x.kind === 'LongStrings')) {
      const limit = r.kind === 'ShortStrings' ? LIMITS.shortString : LIMITS.longString;
      const values = [r.value, ...childrenNamed(r.el, 'Override').map((o) => attr(o, 'Value') ?? '')];
      for (const value of values) {
        expect({ id: r.id, value, fits: value.trim() !== '' && value.length <= limit }).toEqual({
          id: r.id,
          value,
          fits: true,
        });
      }
    }
  });

  it('translates every label, tooltip and get-started text into Turkish (tr-TR) and Persian (fa-IR)', () => {
    const strings = resourceList.filter((x) => x.kind === 'ShortStrings' || x.kind === 'LongStrings');
    expect(strings.length).toBe(18);
    for (const r of strings) {
      const overrides = childrenNamed(r.el, 'Override');
      expect({ id: r.id, locales: overrides.map((o) => attr(o, 'Locale')) }).toEqual({
        id: r.id,
        locales: TRANSLATIONS,
      });
      const [turkish, persian] = overrides.map((o) => attr(o, 'Value') ?? '');
      expect({ id: r.id, translated: turkish !== r.value && persian !== r.value }).toEqual({
        id: r.id,
        translated: true,
      });
      // Persian is written in Arabic script; a Latin-only value is an untranslated or misplaced string
      expect({ id: r.id, persian }).toEqual({ id: r.id, persian: expect.stringMatching(/[\u0600-\u06FF]/) });
      expect({ id: r.id, turkish }).toEqual({ id: r.id, turkish: expect.not.stringMatching(/[\u0600-\u06FF]/) });
    }
  });

  it('translates every button label', () => {
    const labelResids = new Set(controls.map((c) => attr(onlyChild(c, 'Label'), 'resid')));
    expect(labelResids.size).toBe(7);
    for (const resid of labelResids) {
      const el = resource(resid, 'ShortStrings').el;
      expect(childrenNamed(el, 'Override').map((o) => attr(o, 'Locale'))).toEqual(TRANSLATIONS);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// Against the build output

const WEBPACK_CLI = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

interface BuildResult {
  status: number | null;
  output: string;
}

/**
 * Preloaded into every build: loading the dev-certificate package fails the build, proving that `npm run
 * build` never needs certificates (only `webpack serve` may load them).
 */
const NO_DEV_CERTS = `
const Module = require('module');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === 'office-addin-dev-certs') throw new Error('a build must not load office-addin-dev-certs');
  return resolve.call(this, request, ...rest);
};
`;

function build(
  mode: 'production' | 'development',
  outDir: string,
  extraEnv: Record<string, string> = {},
  statsFile?: string,
): BuildResult {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv };
  if (!('ARBITER_ADDIN_URL' in extraEnv)) delete env.ARBITER_ADDIN_URL;
  const guard = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-guard-')), 'no-dev-certs.js');
  fs.writeFileSync(guard, NO_DEV_CERTS);
  const args = ['--require', guard, WEBPACK_CLI, '--mode', mode, '--output-path', outDir];
  if (statsFile) args.push('--json', statsFile);
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 });
  fs.rmSync(path.dirname(guard), { recursive: true, force: true });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** Every absolute URL the manifest names (DefaultValue, Override Value), with its element. */
function manifestUrls(): Array<{ url: string; el: XmlElement }> {
  return descendants(manifest)
    .flatMap((el) =>
      el.attributes.filter((a) => a.name === 'DefaultValue' || a.name === 'Value').map((a) => ({ url: a.value, el })),
    )
    .filter(({ url }) => /^[a-z]+:\/\//i.test(url));
}

describe('manifest.xml against the production build', () => {
  let tmp: string;
  let outDir: string;
  let stats: {
    errors?: unknown[];
    warnings?: unknown[];
    modules?: Array<{ name?: string; identifier?: string }>;
    assets?: Array<{ name: string; size: number }>;
  };

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-manifest-'));
    outDir = path.join(tmp, 'dist');
    const statsFile = path.join(tmp, 'stats.json');
    const result = build('production', outDir, {}, statsFile);
    if (result.status !== 0) throw new Error(`webpack --mode production failed:\n${result.output}`);
    stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
  }, 120_000);

  afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('builds without errors or warnings', () => {
    expect(stats.errors ?? []).toEqual([]);
    expect(stats.warnings ?? []).toEqual([]);
  });

  it('bundles no Node built-in module and no Node global', () => {
    const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
    const names = (stats.modules ?? []).map((m) => m.name ?? '');
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => builtins.has(n.replace(/^(external|ignored) /, '').replace(/"/g, '')))).toEqual([]);
    for (const bundle of ['taskpane.js', 'commands.js']) {
      const code = fs.readFileSync(path.join(outDir, bundle), 'utf8');
      expect({
        bundle,
        process: /\bprocess\.[A-Za-z_$]/.test(code),
        buffer: /\bBuffer\.[A-Za-z_$]/.test(code),
        require: /\brequire\(/.test(code),
      }).toEqual({ bundle, process: false, buffer: false, require: false });
    }
  });

  it('serves every URL the manifest names, all under https://localhost:3000/', () => {
    const urls = manifestUrls();
    expect(urls.length).toBeGreaterThan(25);
    const problems: string[] = [];
    for (const { url, el } of urls) {
      if (!url.startsWith(DEV_URL)) {
        problems.push(`${place(el)}: ${url} is not under ${DEV_URL}`);
        continue;
      }
      const relative = decodeURIComponent(url.slice(DEV_URL.length).replace(/[?#].*$/, ''));
      const file = path.join(outDir, ...relative.split('/'));
      if (relative === '' || !fs.existsSync(file) || !fs.statSync(file).isFile())
        problems.push(`${place(el)}: ${url} is not in the build output`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every icon the pixel size the manifest declares', () => {
    const expected = new Map<string, number>(); // output file -> size in px
    const problems: string[] = [];
    const declare = (url: string | undefined, size: number, el: XmlElement): void => {
      const file = path.join(outDir, (url ?? '').slice(DEV_URL.length));
      const previous = expected.get(file);
      if (previous !== undefined && previous !== size)
        problems.push(`${place(el)}: ${url} used at ${previous} and ${size} px`);
      expected.set(file, size);
    };
    declare(attr(onlyChild(manifest, 'IconUrl'), 'DefaultValue'), 32, onlyChild(manifest, 'IconUrl'));
    declare(
      attr(onlyChild(manifest, 'HighResolutionIconUrl'), 'DefaultValue'),
      64,
      onlyChild(manifest, 'HighResolutionIconUrl'),
    );
    for (const image of residRefs.filter((el) => el.localName === 'Image')) {
      declare(resource(attr(image, 'resid'), 'Images').value, Number(attr(image, 'size')), image);
    }
    expect(expected.size).toBe(2 + 8 * 3 - 1); // icon-32 is both IconUrl and the group's 32 px icon
    for (const [file, size] of expected) {
      const actual = pngSize(fs.readFileSync(file), path.relative(outDir, file));
      if (actual.width !== size || actual.height !== size) {
        problems.push(
          `${path.relative(outDir, file)} is ${actual.width}x${actual.height}, the manifest says ${size}x${size}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('loads office.js from the Microsoft CDN before the bundle in both pages', () => {
    for (const [page, bundle] of [
      ['taskpane.html', 'taskpane.js'],
      ['commands.html', 'commands.js'],
    ]) {
      const html = fs.readFileSync(path.join(outDir, page), 'utf8');
      const office = html.indexOf('src="https://appsforoffice.microsoft.com/lib/1/hosted/office.js"');
      const own = html.indexOf(`src="${bundle}"`);
      expect({ page, office: office >= 0, own: own >= 0, officeFirst: office < own }).toEqual({
        page,
        office: true,
        own: true,
        officeFirst: true,
      });
      const other = bundle === 'taskpane.js' ? 'commands.js' : 'taskpane.js';
      expect(html.includes(other)).toBe(false);
    }
  });

  it('gives the task pane the elements taskpane.ts writes to', () => {
    const html = fs.readFileSync(path.join(outDir, 'taskpane.html'), 'utf8');
    const script = fs.readFileSync(path.join(ROOT, 'src', 'taskpane', 'taskpane.ts'), 'utf8');
    const ids = [...script.matchAll(/element\('([^']+)'\)/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect({ id, present: html.includes(`id="${id}"`) }).toEqual({ id, present: true });
    expect(html).toContain('<h1>Arbiter Sheet</h1>');
  });

  it('copies manifest.xml unchanged when no deployment URL is given', () => {
    expect(fs.readFileSync(path.join(outDir, 'manifest.xml'), 'utf8')).toBe(manifestText);
  });
});

describe('webpack.config.js: deployment URL and certificates', () => {
  let tmp: string;

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-deploy-'));
  });

  afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('rewrites every localhost URL of the copied manifest when ARBITER_ADDIN_URL is set', () => {
    const outDir = path.join(tmp, 'deployed');
    const url = 'https://arbiter.example.org/addin/';
    const result = build('development', outDir, { ARBITER_ADDIN_URL: url });
    expect(result.status).toBe(0);
    const deployed = fs.readFileSync(path.join(outDir, 'manifest.xml'), 'utf8');
    expect(deployed).not.toContain('localhost');
    expect(deployed.split(url).length - 1).toBe(manifestText.split(DEV_URL).length - 1);
    expect(parseXml(deployed, 'dist/manifest.xml').localName).toBe('OfficeApp');
  }, 120_000);

  it('refuses a deployment URL that is not https or lacks the trailing slash', () => {
    const result = build('development', path.join(tmp, 'refused'), {
      ARBITER_ADDIN_URL: 'http://arbiter.example.org/addin',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('ARBITER_ADDIN_URL must be an https URL ending in "/"');
  }, 120_000);

  it('guards every build above against loading the dev certificates', () => {
    // the guard must really bite, or the builds above prove nothing about certificates
    const guardDir = fs.mkdtempSync(path.join(tmp, 'guard-'));
    const guard = path.join(guardDir, 'no-dev-certs.js');
    fs.writeFileSync(guard, NO_DEV_CERTS);
    const result = spawnSync(process.execPath, ['--require', guard, '-e', "require('office-addin-dev-certs')"], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('a build must not load office-addin-dev-certs');
  });
});
