import type { TestApp } from './test-app';

/** What the tests read of the OpenAPI 3 document @fastify/swagger serves. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
}

export async function openApiDocument(t: TestApp): Promise<OpenApiDocument> {
  return (await t.get<OpenApiDocument>('/api/openapi.json')).body;
}
