import { jsonSchemaTransform } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart form's fields, as JSON Schema, for the OpenAPI document only: its handler reads
     * the parts as a stream, so there is no parsed body for a schema to validate.
     */
    multipartForm?: Record<string, unknown>;
  }
}

/** zod schemas become JSON Schema; a multipart form's description becomes the request body. */
export const openApiTransform: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const { multipartForm, ...schema } = output.schema as { multipartForm?: Record<string, unknown> } & Record<string, unknown>;
  return { ...output, schema: multipartForm ? { ...schema, body: multipartForm } : schema };
};
