/**
 * The hexagon's dependency direction (domain imports nothing outside itself, application only domain, adapters
 * both, ui only domain and the wire contract), and inside ui features that never import each other, checked on
 * every `npm test`.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports nothing outside itself: no packages, no node built-ins, no other layer',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: '^domain/' },
    },
    {
      name: 'application-depends-on-domain-only',
      severity: 'error',
      from: { path: '^application/' },
      to: { pathNot: '^(application|domain)/' },
    },
    {
      name: 'ui-stays-out-of-the-server',
      comment:
        "the UI may use the pure domain and the areas' wire contracts (adapters/http/<area>/contract.ts), nothing else of the server",
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(application|adapters)/', pathNot: '^adapters/http/[a-z-]+/contract\\.ts$' },
    },
    {
      name: 'adapters-meet-only-in-the-composition-root',
      comment:
        'an adapter folder (adapters/<name>/) imports only itself, the application, the domain, the kit for helper ' +
        "processes (local-services) and the catalogues' words (wording); any other adapter is refused, a new one " +
        'included, unless listed here. Only the composition root (container.ts, main.ts, config.ts and the cli entry ' +
        'point) ties adapters together',
      severity: 'error',
      from: { path: '^adapters/([^/]+)/', pathNot: '^adapters/cli/' },
      to: { path: '^adapters/', pathNot: '^adapters/($1|local-services|wording)/' },
    },
    {
      name: 'the-server-reads-the-ui-only-through-wording',
      comment:
        'of the web app, the server reads only what it writes to people, and only in adapters/wording: the words of ' +
        'notifications, emails, reports, receipts and statements (ui/i18n/<language>/notices.ts, reports.ts, receipts.ts, ' +
        'myAccount.ts, books.ts, moveOut.ts) and where each notification ' +
        'leads (ui/app/notification-links.ts)',
      severity: 'error',
      from: { path: '^(domain|application|adapters)/' },
      to: {
        path: '^ui/',
        pathNot:
          '^ui/(i18n/(en|bn)/(notices|reports|receipts|myAccount|books|moveOut)\\.ts|app/notification-links\\.ts)$',
      },
    },
    {
      name: 'only-wording-reads-the-shared-catalogues',
      severity: 'error',
      from: { path: '^(domain|application|adapters)/', pathNot: '^adapters/wording/' },
      to: { path: '^ui/' },
    },
    {
      name: 'shared-catalogues-are-plain-data',
      comment:
        'the files the server reads import nothing but the English words they translate, so the server loads no UI code',
      severity: 'error',
      from: {
        path: '^ui/(i18n/(en|bn)/(notices|reports|receipts|myAccount|books|moveOut)|app/notification-links)\\.ts$',
      },
      to: { pathNot: '^ui/i18n/en/(notices|reports|receipts|myAccount|books|moveOut)\\.ts$' },
    },
    {
      name: 'nothing-imports-the-composition-root',
      severity: 'error',
      from: { path: '^(domain|application|ui)/' },
      to: { path: '^adapters/(container|main|config)\\.ts$' },
    },
    {
      name: 'ui-features-do-not-import-each-other',
      comment: 'what two features need lives in ui/lib or ui/components, or ui/app composes them',
      severity: 'error',
      from: { path: '^ui/features/([^/]+)/' },
      to: { path: '^ui/features/', pathNot: '^ui/features/$1/' },
    },
    {
      name: 'only-the-entry-imports-ui-app',
      comment:
        "ui/app composes the features; besides itself, only the entry points (the browser's, the server's drawing) and test support mount it",
      severity: 'error',
      from: { path: '^ui/', pathNot: '^ui/(app/|test-support/|main\\.tsx$|entry-server\\.tsx$)' },
      to: { path: '^ui/app/' },
    },
    {
      name: 'shared-ui-code-imports-no-feature',
      comment: 'ui/lib and ui/components serve every feature, so they import none, nor ui/app or test support',
      severity: 'error',
      from: { path: '^ui/(lib|components)/' },
      to: { path: '^ui/(features|app|test-support)/' },
    },
    {
      name: 'no-circular',
      comment: 'a cycle through an import of types only is none when the code runs (the error codes are such a one)',
      severity: 'error',
      from: { path: '^(domain|application|adapters|ui)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|storybook-static)/|\\.stories\\.tsx$|\\.test\\.tsx?$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
