import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

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
              target: './src/app/\\(frontend\\)/\\[locale\\]/**',
              from: ['./payload.config.ts', './collections', './src/lib/payload.ts'],
              message: 'Public pages read through lib/queries.',
            },
            { target: './src/features', from: ['./src/app', './src/components', './src/endpoints'], message: 'Feature modules know no page, component or endpoint.' },
          ],
        },
      ],
    },
  },
]

export default config
