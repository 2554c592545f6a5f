import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/** Payload's Local API methods (a page calling one on `payload` reads or writes the database itself). */
const LOCAL_API = '/^(find|findByID|findGlobal|findVersions|findVersionByID|findGlobalVersions|count|countVersions|create|update|updateGlobal|delete|duplicate|restoreVersion|restoreGlobalVersion|login|auth)$/'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      '.data/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/**',
      'next-env.d.ts',
      'test-results/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**', 'collections/**', 'tests/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../*'], message: 'Use the @/, @collections/, @tests/ or @scripts/ aliases.' }] }],
    },
  },
  // zod reaches the browser only through src/lib/validations/zod.ts, which turns its CSP-reported JIT probe off.
  {
    files: ['src/components/**', 'src/lib/validations/**'],
    ignores: ['src/lib/validations/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', allowTypeImports: true, message: "Import z from '@/lib/validations/zod' (it sets zod's browser config first)." }] },
      ],
    },
  },
  // Pages never call Payload's Local API themselves (they get `payload` from requireAdmin, so imports alone
  // cannot tell): reads and writes live in lib/queries, lib/admin and lib/analytics, where they are tested.
  {
    files: ['src/app/\\(frontend\\)/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'payload', allowTypeImports: true, message: 'Pages read through lib/queries (public) or lib/admin (officers).' }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: `CallExpression[callee.object.name='payload'][callee.property.name=${LOCAL_API}]`, message: 'Pages read through lib/queries (public) or lib/admin (officers).' },
        { selector: `CallExpression[callee.object.property.name='payload'][callee.property.name=${LOCAL_API}]`, message: 'Pages read through lib/queries (public) or lib/admin (officers).' },
        { selector: "MemberExpression[object.name='payload'][property.name=/^(db|jobs)$/]", message: 'Pages read through lib/queries (public) or lib/admin (officers).' },
      ],
    },
  },
  // The layers (README "Where things live"), checked: each zone names what a folder may not import.
  {
    files: ['src/**', 'collections/**'],
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/content',
              from: ['./src/app', './src/components', './src/lib', './src/features', './src/endpoints', './src/jobs', './collections', './payload.config.ts'],
              message: 'Static content is a leaf: it imports no code of the app.',
            },
            { target: './src/lib/queries', from: ['./src/components', './src/app'], message: 'Queries know no component or page.' },
            {
              target: './src/components',
              from: ['./payload.config.ts', './collections', './src/lib/payload.ts', './src/endpoints', './src/jobs'],
              message: 'Components never import the server config, collections, endpoints or jobs (read through lib/queries or lib/admin).',
            },
            {
              target: './src/app/\\(frontend\\)/**',
              from: ['./payload.config.ts', './collections', './src/lib/payload.ts', './src/jobs'],
              message: 'Pages and routes read through lib/queries (public) or lib/admin (officers), never the config or collections.',
            },
            {
              target: './src/app/\\(frontend\\)/\\[locale\\]/**',
              from: ['./src/lib/admin', './src/lib/auth', './src/features/mailings', './src/endpoints'],
              message: 'Public pages read through lib/queries: nothing of the officers\' side.',
            },
            { target: './src/features', from: ['./src/app', './src/components', './src/endpoints'], message: 'Feature modules know no page, component or endpoint.' },
          ],
        },
      ],
    },
  },
]

export default config
