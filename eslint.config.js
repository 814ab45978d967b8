import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const NO_REACT_LAZY = { name: 'react', importNames: ['lazy'], message: 'Use lazyChunk (web/src/lib/lazyChunk.ts): React.lazy keeps a failed load for good.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/.tmp/**', 'bench/.results/**', '**/*.tsbuildinfo'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `any` is allowed only with an eslint-disable comment that says why.
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // A chunk that cannot load (server down, new build) must never take the app down: every lazy
    // import goes through the guarded loader (web/src/lib/chunks.ts, lazyChunk.ts).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/lazyChunk.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression:not(CallExpression[callee.name=/^(loadChunk|lazyChunk|lazyPage|lazyNamed)$/] ImportExpression)',
          message: 'Load chunks with loadChunk, lazyChunk or lazyPage (web/src/lib/chunks.ts): a bare import() takes the page down when it fails.',
        },
      ],
      'no-restricted-imports': ['error', { paths: [NO_REACT_LAZY] }],
    },
  },
  {
    // The app shell composes the features; features and the shared pieces below them never reach back up into it.
    files: ['web/src/{features,components,lib}/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/lazyChunk.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NO_REACT_LAZY],
          patterns: [{ group: ['@/app', '@/app/*', '**/app/*'], message: 'The app shell is above the features: move what is shared to web/src/components or web/src/lib.' }],
        },
      ],
    },
  },
);
