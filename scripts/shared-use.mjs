// Who imports each module of the shared packages (shared-content, ui-kit, test-kit, build-preset),
// from the TypeScript program of `pnpm typecheck`: every import, type-only ones included,
// followed through the packages' entry points (`export * from …`) to the module that
// declares the name. The rule it serves: code one team alone uses lives in that team's
// package, so no module of a shared package is imported by one remote only.
// `node scripts/shared-use.mjs` prints every module with its importers;
// scripts/shared-use.test.ts holds the rule.
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';
import { workspace } from './workspace.mjs';

/** The shared packages, by folder. */
export const sharedPackages = ['shared-content', 'ui-kit', 'test-kit', 'build-preset'];

/** The package a file belongs to: its top folder (`mf-medpack`, `shell`, `scripts`…). */
const ownerOf = (/** @type {string} */ file) => relative(workspace, file).split(sep)[0] ?? '';
const isTest = (/** @type {string} */ file) =>
  /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || /[/\\](e2e|test)[/\\]/.test(file);
const isSharedSource = (/** @type {string} */ file) =>
  sharedPackages.includes(ownerOf(file)) &&
  relative(workspace, file).split(sep)[1] === 'src' &&
  !isTest(file);

function program() {
  const configFile = join(workspace, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile));
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: { ...parsed.options, incremental: false, noEmit: true },
  });
}

/**
 * Every module of the shared packages (but tests), with the packages that import it; a
 * module's own package counts when another of its modules imports it.
 * @returns {Map<string, Set<string>>} workspace-relative path → importing packages
 */
export function sharedModuleUse() {
  const built = program();
  const checker = built.getTypeChecker();
  /** @type {Map<string, Set<string>>} */
  const use = new Map();
  for (const source of built.getSourceFiles()) {
    if (isSharedSource(source.fileName)) use.set(relative(workspace, source.fileName), new Set());
  }
  /** @param {ts.SourceFile} importer @param {ts.Node} name */
  const record = (importer, name) => {
    const symbol = checker.getSymbolAtLocation(name);
    if (!symbol) return;
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    for (const declaration of target.declarations ?? []) {
      const file = declaration.getSourceFile().fileName;
      const users = use.get(relative(workspace, file));
      // A package's own tests say nothing about who needs its code.
      const ownTest = isTest(importer.fileName) && ownerOf(importer.fileName) === ownerOf(file);
      if (users && file !== importer.fileName && !ownTest) users.add(ownerOf(importer.fileName));
    }
  };
  for (const source of built.getSourceFiles()) {
    const file = source.fileName;
    if (file.includes(`${sep}node_modules${sep}`) || relative(workspace, file).startsWith('..'))
      continue;
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
      const { name, namedBindings } = statement.importClause;
      if (name) record(source, name);
      if (namedBindings && ts.isNamespaceImport(namedBindings)) {
        record(source, statement.moduleSpecifier);
      } else if (namedBindings) {
        for (const element of namedBindings.elements) record(source, element.name);
      }
    }
  }
  return use;
}

/**
 * The modules of shared packages that one remote alone imports (they belong in it).
 * @param {Map<string, Set<string>>} use
 */
export const usedByOneRemote = (use) =>
  [...use]
    .filter(([, users]) => users.size === 1 && [...users][0]?.startsWith('mf-'))
    .map(([module, users]) => `${module}: only ${[...users][0]} imports it`);

if (import.meta.url === `file://${process.argv[1]}`) {
  const use = sharedModuleUse();
  for (const [module, users] of [...use].sort()) {
    console.log(`${module.padEnd(48)} ${[...users].sort().join(', ') || '(nobody)'}`);
  }
  const problems = usedByOneRemote(use);
  if (problems.length) {
    console.error(`\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}
