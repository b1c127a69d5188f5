import { describe, expect, it } from 'vitest';
import { importersByName } from '../../scripts/lib/page-chunks';

interface FakeModule {
  code: string;
  exports: string[];
  importers: string[];
}

/** A module graph as rolldown's chunking context shows it. */
function context(modules: Record<string, FakeModule>) {
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      return module ? ({ id, ...module } as never) : null;
    },
  };
}

const core = '/app/node_modules/query-core/index.js';
const lib = '/app/node_modules/react-query/index.js';
const graph = context({
  '/app/node_modules/query-core/mutationObserver.js': {
    code: 'export class MutationObserver {}',
    exports: ['MutationObserver'],
    importers: [core, '/app/node_modules/react-query/useMutation.js'],
  },
  '/app/node_modules/react-query/useMutation.js': {
    code: 'import { MutationObserver } from "query-core";\nexport function useMutation() { return new MutationObserver(); }',
    exports: ['useMutation'],
    importers: [lib],
  },
  '/app/node_modules/react-query/useQuery.js': { code: 'export function useQuery() {}', exports: ['useQuery'], importers: [lib] },
  '/app/node_modules/query-core/streamed.js': { code: 'export function streamedQuery() {}', exports: ['streamedQuery'], importers: [core] },
  [core]: {
    code: '// src/index.ts\nimport { MutationObserver } from "./mutationObserver.js";\nimport { streamedQuery } from "./streamed.js";\nexport { MutationObserver, streamedQuery as experimental_streamedQuery };\n',
    exports: ['MutationObserver', 'experimental_streamedQuery'],
    importers: [lib],
  },
  [lib]: {
    code: 'import { useMutation } from "./useMutation.js";\nimport { useQuery } from "./useQuery.js";\nexport * from "query-core";\n/* istanbul ignore file */\nexport { useMutation, useQuery };\n//# sourceMappingURL=index.js.map',
    exports: ['useMutation', 'useQuery'],
    importers: ['/app/src/page.tsx', '/app/src/dialog.tsx', '/app/src/stream.tsx'],
  },
  '/app/src/page.tsx': {
    code: 'import { useQuery } from "react-query";\nexport function Page() { useQuery(); }',
    exports: ['Page'],
    importers: [],
  },
  '/app/src/dialog.tsx': {
    code: 'import { useMutation } from "react-query";\nexport function Dialog() { useMutation(); }',
    exports: ['Dialog'],
    importers: [],
  },
  '/app/src/stream.tsx': {
    code: 'import { experimental_streamedQuery } from "react-query";\nexport const s = experimental_streamedQuery;',
    exports: ['s'],
    importers: [],
  },
});

describe('importersByName', () => {
  it('through a barrel, counts only the modules that name what it gathers from the module', () => {
    expect([...importersByName('/app/node_modules/react-query/useMutation.js', graph)].filter((id) => id.includes('/src/'))).toEqual([
      '/app/src/dialog.tsx',
    ]);
    expect([...importersByName('/app/node_modules/react-query/useQuery.js', graph)].filter((id) => id.includes('/src/'))).toEqual([
      '/app/src/page.tsx',
    ]);
  });

  it('follows a module through the barrels and the modules that use it', () => {
    const reached = importersByName('/app/node_modules/query-core/mutationObserver.js', graph);
    expect([...reached].filter((id) => id.includes('/src/'))).toEqual(['/app/src/dialog.tsx']);
    expect(reached.has('/app/node_modules/react-query/useMutation.js')).toBe(true);
  });

  it('follows a name the barrel renames', () => {
    expect([...importersByName('/app/node_modules/query-core/streamed.js', graph)].filter((id) => id.includes('/src/'))).toEqual([
      '/app/src/stream.tsx',
    ]);
  });

  it('counts every importer of a module that is not a barrel', () => {
    expect([...importersByName('/app/node_modules/react-query/index.js', graph)].filter((id) => id.includes('/src/')).sort()).toEqual([
      '/app/src/dialog.tsx',
      '/app/src/page.tsx',
      '/app/src/stream.tsx',
    ]);
  });
});
