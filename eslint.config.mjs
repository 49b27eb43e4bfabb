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
    // Pure rules stay framework-free (ARCHITECTURE.md boundaries).
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react/*', 'next', 'next/*', 'payload', 'payload/*', '@payloadcms/*', '@/features/*', '@/server/*'] }],
    },
  },
]

export default config
