// Installs what the project needs on a fresh machine: npm packages, and with --browser Debian's Chromium, a CJK font
// and php-cli (the contract tests check the gateway's serialize/var_export bodies against PHP itself).
// Plain Node (no dependencies), because it runs before anything is installed.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CJK_FONT_DIR = '/usr/share/fonts/opentype/noto';

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status ?? 1);
  }
}

function mtime(p) {
  try {
    return statSync(path.join(root, p)).mtimeMs;
  } catch {
    return 0;
  }
}

export function ensureDeps() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(path.join(root, marker)) || mtime('package-lock.json') > mtime(marker) || mtime('package.json') > mtime(marker);
  if (!stale) return;
  console.log('• Installing npm packages…');
  // Browsers come from Debian, never from a download by an install script.
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  const args = existsSync(path.join(root, 'package-lock.json')) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  run('npm', args, { env });
}

function hasCjkFont() {
  if (existsSync(CJK_FONT_DIR)) return true;
  const r = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim().length > 0;
}

export function ensureBrowser() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-noto-cjk');
  if (spawnSync('php', ['--version'], { stdio: 'ignore' }).status !== 0) missing.push('php-cli');
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`✗ Missing ${missing.join(', ')}: run  sudo apt-get install -y ${missing.join(' ')}  (or set CHROMIUM_PATH), then try again.`);
    process.exit(1);
  }
  console.log(`• Installing ${missing.join(', ')} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', ...missing], { env });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureDeps();
  if (process.argv.includes('--browser')) ensureBrowser();
}
