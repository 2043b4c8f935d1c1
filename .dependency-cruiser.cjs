// The boundaries of the code base, checked by `npm run lint` (docs/decisions/ on boundaries).
// Each rule's comment says what it protects; scripts/lint-rules.test.ts plants a violation of each.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'An import cycle makes load order matter and hides which piece depends on which.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-features-stay-apart',
      comment:
        'A web feature never imports another feature: screens that combine features are composed ' +
        'in app/, and what several features share lives in components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-knows-no-feature',
      comment: 'components/ and lib/ serve every feature, so they import none.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'customer-code-knows-no-console',
      comment:
        'The staff console is its own lazily loaded part (src/admin): only the router names it, ' +
        "through a lazy import, so nothing of it reaches the customers' bundle.",
      severity: 'error',
      from: {
        path: '^apps/web/src/',
        pathNot: ['^apps/web/src/admin/', '^apps/web/src/app/screens\\.ts$'],
      },
      to: { path: '^apps/web/src/admin/' },
    },
    {
      name: 'console-knows-no-feature',
      comment: 'The console uses the shared components and lib, never a customer feature.',
      severity: 'error',
      from: { path: '^apps/web/src/admin/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'server-modules-stay-apart',
      comment:
        "A server module reaches another module only through that module's service.ts; its " +
        'routes, repository and the rest are its own.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/service\\.ts$'],
      },
    },
    {
      name: 'server-platform-knows-no-module',
      comment: 'platform/ and integrations/ are what modules stand on; they never import a module.',
      severity: 'error',
      from: { path: '^apps/server/src/(platform|integrations)/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'domain-does-no-io',
      comment:
        'The domain package is pure: no Node built-ins and no package but zod, so the same rules ' +
        'run in the browser and on the server.',
      severity: 'error',
      // Its tests, and their support in src/test/, may read the data files they check.
      from: {
        path: '^packages/domain/src/',
        pathNot: ['\\.test\\.ts$', '^packages/domain/src/test/'],
      },
      to: {
        dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg'],
        pathNot: '(^|/)node_modules/zod/',
      },
    },
    {
      name: 'domain-imports-no-app',
      comment: 'The apps depend on the domain, never the other way round.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'apps-import-each-other-not',
      comment: 'The web app and the server share code only through @shop/domain.',
      severity: 'error',
      from: { path: '^apps/(web|server)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.data)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
