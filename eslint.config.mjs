import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'bench/empty-next/.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'migrations/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      // Payload serves sized images already (SPEC §9 widths); next/image would resize them again.
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A focused test (`.only`) silently leaves every other test out: never committed (ADR 0044). Vitest
    // (allowOnly: false) and Playwright (forbidOnly: true) also fail a run that has one.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='only'][object.name=/^(test|it|describe|suite|bench)$/]",
          message: 'A focused test (.only) leaves the others out: remove it.',
        },
        {
          selector: "MemberExpression[property.name='only'][object.property.name=/^(describe|serial|parallel|each|concurrent|sequential|skipIf|runIf|for)$/]",
          message: 'A focused test (.only) leaves the others out: remove it.',
        },
        {
          selector: "MemberExpression[property.name='only'][object.type='CallExpression'][object.callee.property.name=/^(skipIf|runIf)$/]",
          message: 'A focused test (.only) leaves the others out: remove it.',
        },
      ],
    },
  },
  {
    // Pure rules stay framework-free (ARCHITECTURE.md boundaries).
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react/*', 'next', 'next/*', 'payload', 'payload/*', '@payloadcms/*', '@/features/*', '@/server/*'] }],
    },
  },
]

export default config
