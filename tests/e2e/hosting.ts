// Helpers of the hosting tests: Debian's nginx started with the configuration that
// `pnpm hosting:nginx` writes, and a rebuilt remote with a visible change.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitUntilAnswering, workspace } from './servers';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface NginxProcess {
  url: string;
  stop: () => Promise<void>;
}

/**
 * nginx on a loopback port with the generated configuration: mode 'static' serves the
 * prerender folder `root`, mode 'proxy' the builds found through `env` (SHELL_DIST,
 * REMOTES_ROOT) with page HTML from the Node servers `upstreams` (host:port).
 */
export async function startNginx(options: {
  mode: 'static' | 'proxy';
  port: number;
  root?: string;
  upstreams?: string[];
  env?: Record<string, string>;
}): Promise<NginxProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'pharmacy-nginx-'));
  const config = join(dir, 'nginx.conf');
  const args = ['server/dist/cli.js', 'hosting:nginx', '--mode', options.mode];
  args.push('--listen', `127.0.0.1:${options.port}`, '--standalone', dir, '--out', config);
  if (options.root) args.push('--root', options.root);
  if (options.upstreams) args.push('--upstream', options.upstreams.join(','));
  // As root (CI containers), nginx's workers would run as nobody, who may not read the
  // checkout; they run as the user who started them.
  if (process.getuid?.() === 0) args.push('--user', 'root');
  execFileSync(process.execPath, args, {
    cwd: workspace,
    env: { ...process.env, ...options.env },
    stdio: 'pipe',
  });
  const child = spawn(nginxBinary, ['-p', dir, '-c', config], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  await waitUntilAnswering(url, child, `nginx on port ${options.port}`);
  return {
    url,
    stop: () =>
      new Promise((done) => {
        const finish = () => {
          rmSync(dir, { recursive: true, force: true });
          done();
        };
        if (child.exitCode !== null) return finish();
        child.once('exit', finish);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Builds mf-medpack from a copy of its source whose Section.tsx is changed by `change`,
 * with the package's own federation config; returns the dist folder. `copyName` keeps
 * tests that run at once apart.
 */
export function buildMedpackVariant(copyName: string, change: (section: string) => string) {
  const copy = join(workspace, 'mf-medpack', copyName);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy);
  cpSync(join(workspace, 'mf-medpack/src'), join(copy, 'src'), { recursive: true });
  const sectionFile = join(copy, 'src/Section.tsx');
  writeFileSync(sectionFile, change(readFileSync(sectionFile, 'utf8')));
  writeFileSync(
    join(copy, 'rsbuild.config.ts'),
    `import { remoteConfig } from 'build-preset';
import { section } from './src/section';
export default remoteConfig({
  name: 'mf-medpack',
  section,
  sectionFile: './${copyName}/src/section.ts',
  title: 'Release 2',
  exposes: {
    './Section': './${copyName}/src/Section.tsx',
  },
  entry: './${copyName}/src/index.ts',
  distRoot: '${copyName}/dist',
});
`,
  );
  execFileSync(
    join(workspace, 'mf-medpack/node_modules/.bin/rsbuild'),
    ['build', '--config', `${copyName}/rsbuild.config.ts`],
    { cwd: join(workspace, 'mf-medpack'), stdio: 'pipe' },
  );
  return join(copy, 'dist');
}

/** mf-medpack with a visible change: a note above its pages. */
export const buildMedpackWithNote = (note: string, copyName: string) =>
  buildMedpackVariant(copyName, (section) =>
    section
      .replace('<SectionPages', `<><p role="note">${note}</p><SectionPages`)
      .replace('section={section} />', 'section={section} /></>'),
  );
