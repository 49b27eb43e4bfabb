import fs from 'node:fs'

import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/*
 * The floors (ADR 0046), lowest first; a file imports only from its own floor or lower ones:
 * domain → i18n → server → schema (collections, globals, blocks) → shared → features → payload.config → app.
 * A feature reaches another only through its public entries: index.ts, or client.ts from a client component.
 */
const FEATURES = fs.readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
const ABOVE_SCHEMA = ['./src/shared', './src/features', './src/app', './src/payload.config.ts', './src/proxy.ts']
const SCHEMA = ['./src/collections', './src/globals', './src/blocks']
const floorZones = [
  {
    target: './src/domain',
    from: ['./src/i18n', './src/server', ...SCHEMA, ...ABOVE_SCHEMA],
    // The locale list is framework-free vocabulary the pure rules speak in; paths (built by next-intl) are not.
    except: ['./locales.ts'],
    message: 'src/domain holds pure rules: it imports nothing above it (ADR 0046).',
  },
  { target: ['./src/i18n', './src/server'], from: [...SCHEMA, ...ABOVE_SCHEMA], message: 'i18n and server are below the schema, shared code and features: they never import them (ADR 0046).' },
  { target: './src/i18n', from: './src/server', message: 'i18n is below server: it never imports it (ADR 0046).' },
  { target: SCHEMA, from: ABOVE_SCHEMA, message: 'The schema never imports shared code or features: a feature registers its hooks in payload.config.ts (ADR 0046).' },
  { target: './src/shared', from: ['./src/features', './src/app', './src/payload.config.ts', './src/proxy.ts'], message: 'Shared code is used by features, never the other way round (ADR 0046).' },
  { target: './src/features', from: ['./src/app', './src/payload.config.ts', './src/proxy.ts'], message: 'A feature never imports the app or the composition root (ADR 0046).' },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).flatMap((other) => [`./${other}/index.ts`, `./${other}/client.ts`])],
    message: `Another feature is reached only through its entry: @/features/<name> (index.ts), or @/features/<name>/client from a client component (ADR 0046).`,
  })),
  {
    target: './src/app',
    from: './src/features',
    except: FEATURES.flatMap((feature) => [`./${feature}/index.ts`, `./${feature}/client.ts`, `./${feature}/routes.ts`]),
    message: 'A route reaches a feature through its entries: index.ts, client.ts or routes.ts (ADR 0046).',
  },
]

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
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: floorZones }],
      // No import cycle, however long; `import type` does not count (it is gone at run time). The one lazy
      // import of the config (src/server/payload.ts) is the composition root's documented way in (ADR 0046).
      'import/no-cycle': ['error', { maxDepth: '∞', allowUnsafeDynamicCyclicDependency: true }],
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
