// ESLint (flat config) for the site, its server, the Studio and the tests. Formatting is
// Prettier's job (prettier.config.js); eslint-config-prettier turns off the rules it owns.
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import {createNodeResolver, importX} from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Modules that only the server may load: they hold secrets or reach a backend. */
const SERVER_ONLY = [
  {group: ['**/*.server', '**/*.server.*'], message: 'A *.server module must not reach the browser bundle (types included).'},
]

// The Studio stays independent of the site (as Sanity's templates keep it): of the app's code it
// imports only the domain rules both show, app/domain/, which imports nothing else of the app
// but the schema's generated types. The site reads the Studio's files only in app/seed/, its
// door to the demo content (docs/decisions/0047).
const OUTSIDE_DOMAIN = [
  {
    // No `~/` either: the Studio's build knows no such alias.
    regex: String.raw`^~/|(^|/)app/(?!domain/)`,
    message: 'The Studio imports app code only from app/domain/, by relative path (docs/decisions/0047).',
  },
]
const DOMAIN_ONLY = [
  {
    regex: String.raw`^(~/(?!sanity\.types$)|\.\./)`,
    message: 'app/domain/ is what the Studio imports: it may use only itself and ~/sanity.types (docs/decisions/0047).',
  },
]
// app/components/ holds only the pieces several concerns share; a concern's own components live
// in its folder (docs/architecture.md#where-a-concerns-code-lives). The shared pieces know no
// route and not the root module: those import them, and a piece importing back makes a cycle.
const SHARED_PIECES = [
  {
    regex: String.raw`^~/(root$|routes/)|^(\.\./)+(root$|routes/)`,
    message: 'app/components/ is shared: it imports no route and not app/root.tsx, which import it (docs/architecture.md).',
  },
]
const INTO_STUDIO = [
  {
    regex: String.raw`(^|/)studio/`,
    message: "The site reads the Studio's files only in app/seed/ (docs/decisions/0047).",
  },
]

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'build-dev/',
      'tests/.build/',
      // Where builds wrote the browser's files before docs/decisions/0032 (now build/client/).
      'public/build/',
      'public/preview/',
      'studio/dist/',
      'studio/.sanity/',
      // The seed's content and images; the code that draws the images is linted.
      'studio/seed/*',
      '!studio/seed/illustrations/',
      'tests/.output/',
      // A person's running site writes here (the store, mails, the earlier builds' scripts).
      'data/',
      'screenshots/',
      'app/sanity.types.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {globals: {...globals.node}},
    // The `~/` alias is left unresolved (TypeScript checks every import, see below).
    settings: {'import-x/resolver-next': [createNodeResolver({extensions: ['.ts', '.tsx', '.js', '.mjs', '.json']})]},
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', {prefer: 'type-imports', fixStyle: 'inline-type-imports'}],
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      'import-x/no-duplicates': ['error', {'prefer-inline': true}],
      'import-x/first': 'error',
      // fast-check, zod and friends are used as namespaces (fc.string()); that is their idiom.
      'import-x/no-named-as-default-member': 'off',
      'import-x/newline-after-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{pattern: '~/**', group: 'internal'}],
          alphabetize: {order: 'asc', caseInsensitive: true},
        },
      ],
      // TypeScript resolves every import (npm test runs tsc), with the `~/` alias and the
      // Remix compiler's virtual modules; a second resolver here would only disagree with it.
      'import-x/no-unresolved': 'off',
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      // It parses every dependency to learn its exports: three quarters of lint's time, for a
      // rare slip (a default import named like one of the same module's named exports).
      'import-x/no-named-as-default': 'off',
      eqeqeq: ['error', 'always', {null: 'ignore'}],
      'no-console': ['error', {allow: ['info', 'warn', 'error']}],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'studio/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    languageOptions: {...react.configs.flat.recommended.languageOptions, globals: {...globals.browser, ...globals.node}},
    settings: {react: {version: '18.3'}},
  },
  {
    files: ['app/**/*.{ts,tsx}', 'studio/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // Everything the browser bundle can reach: not the route modules (Remix strips their
    // loaders and actions), not the server entry, not *.server modules themselves.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/routes/**', 'app/root.tsx', 'app/entry.server.tsx', 'app/**/*.server.{ts,tsx}', 'app/**/*.d.ts'],
    rules: {'no-restricted-imports': ['error', {patterns: [...SERVER_ONLY, ...INTO_STUDIO]}]},
  },
  {
    files: ['app/components/**/*.{ts,tsx}'],
    rules: {'no-restricted-imports': ['error', {patterns: [...SERVER_ONLY, ...INTO_STUDIO, ...SHARED_PIECES]}]},
  },
  {
    // The server's own modules may import server-only code, but not the Studio's either.
    files: [
      'app/routes/**',
      'app/root.tsx',
      'app/entry.server.tsx',
      'app/**/*.server.{ts,tsx}',
      'app/**/*.mjs',
      'server/**/*.{ts,mjs}',
    ],
    ignores: ['app/seed/**'],
    rules: {'no-restricted-imports': ['error', {patterns: INTO_STUDIO}]},
  },
  {
    files: ['studio/**/*.{ts,tsx,js,mjs}'],
    rules: {'no-restricted-imports': ['error', {patterns: OUTSIDE_DOMAIN}]},
  },
  {
    files: ['app/domain/**/*.{ts,tsx,js,mjs}'],
    rules: {'no-restricted-imports': ['error', {patterns: [...SERVER_ONLY, ...DOMAIN_ONLY, ...INTO_STUDIO]}]},
  },
  {
    files: ['tests/**', 'server/cli/**', '**/*.mjs', 'studio/scripts/**'],
    rules: {'no-console': 'off'},
  },
  {
    // page.evaluate() callbacks run in the browser.
    files: ['tests/**'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    // Playwright fixtures destructure what they do not use.
    files: ['tests/e2e/**'],
    rules: {'no-empty-pattern': 'off'},
  },
  prettier,
)
