/**
 * The layers of src (docs/architecture.md, "Layers"), checked by `npm run lint:deps` in `npm test`:
 *   app → components → graphql (server schema) → services → collections · domain · lib
 * A layer imports only the layers to its right; `domain` imports nothing but itself (no Next, React, Payload or
 * next-intl), and no module takes part in an import cycle.
 */
const layer = (name) => `^src/${name}/`
const rule = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to })

module.exports = {
  forbidden: [
    rule(
      'no-circular',
      'Modules in a cycle load in an order that depends on who imports first.',
      {},
      { circular: true },
    ),
    rule(
      'domain-is-pure',
      'Business rules run in the browser, the server and tests alike: no framework, no other layer.',
      { path: layer('domain') },
      {
        pathNot: [layer('domain'), '^node_modules/'],
      },
    ),
    rule(
      'domain-no-frameworks',
      'Business rules import no framework.',
      { path: layer('domain') },
      { path: '^node_modules/(next|react|react-dom|payload|@payloadcms|next-intl)/' },
    ),
    rule(
      'lib-is-infrastructure',
      'lib holds infrastructure (clients, logging, limits) that every layer may use; it uses none of them.',
      { path: layer('lib') },
      {
        path: [
          layer('services'),
          layer('graphql'),
          layer('components'),
          layer('app'),
          layer('collections'),
          layer('blocks'),
        ],
      },
    ),
    rule(
      'collections-below-services',
      'Collections (schema, access, hooks) are below the services that use them.',
      { path: layer('collections') },
      { path: [layer('services'), layer('graphql'), layer('components'), layer('app')] },
    ),
    rule(
      'services-below-graphql',
      'Services are called by the GraphQL schema, pages and routes, never the other way round.',
      { path: layer('services') },
      { path: [layer('graphql'), layer('components'), layer('app')] },
    ),
    rule(
      'service-infrastructure-below-features',
      'services/core, sql and mail are what every feature folder uses (payload, errors, input, units of work, raw SQL, the outbox): they call no feature, so a feature can be read, moved or removed on its own.',
      { path: '^src/services/(core|sql|mail)/' },
      { path: '^src/services/', pathNot: '^src/services/(core|sql|mail)/' },
    ),
    rule(
      'graphql-infrastructure-below-features',
      'graphql/core (limits, ids, pagination, uploads, observability) and the builder serve every feature file and import none.',
      { path: ['^src/graphql/core/', '^src/graphql/builder[.]ts$'] },
      { path: '^src/graphql/', pathNot: ['^src/graphql/core/', '^src/graphql/builder[.]ts$'] },
    ),
    rule(
      'graphql-below-components',
      'The GraphQL schema does not render.',
      { path: layer('graphql') },
      { path: [layer('components'), layer('app')] },
    ),
    rule(
      'block-configs-and-resolvers-render-nothing',
      "A block's config is loaded by the Payload config (scripts, migrations) and its resolver by the services: no React.",
      { path: ['^src/blocks/[^/]+/(config|resolve)[.]ts$', '^src/blocks/(index|resolvers|fields|types)[.]ts$'] },
      { path: ['^node_modules/(react|react-dom|next)/', layer('components'), '[.]tsx$', '[.]css$'] },
    ),
    rule(
      'graphql-through-services',
      'The API reaches the data through the services (their authorization and rules), never a collection directly.',
      { path: layer('graphql') },
      { path: layer('collections') },
    ),
    rule(
      'components-talk-http',
      "Components call the API over HTTP (their feature's api.ts) and read on the server through the services: never the schema's code or a collection.",
      { path: layer('components') },
      { path: [layer('graphql'), layer('collections')] },
    ),
    rule(
      'i18n-above-domain-only',
      'Routes and message loading are read by every layer, so they import only the domain.',
      { path: layer('i18n') },
      {
        path: '^src/',
        pathNot: [layer('i18n'), layer('domain'), '^src/types/'],
      },
    ),
    rule(
      'components-below-app',
      'Components are composed by the routes in app.',
      { path: layer('components') },
      { path: layer('app') },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: ['^src/migrations/', '^src/payload-types\\.ts$'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
}
