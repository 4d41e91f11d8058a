import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  API_PREFIX,
  resolveExample,
  type EndpointDefinition,
  type EndpointExample,
  type ExampleValue,
} from '@casekeeper/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { properties?: Record<string, { examples?: unknown[] }>; examples?: unknown[] };

const exampleOf = (value: ExampleValue) => resolveExample(value, () => 1);

/** The definition's example call, written into the route's JSON schemas (record ids as 1). */
function addExample(schema: Record<string, unknown>, example: EndpointExample | undefined): void {
  if (!example) return;
  const parts = [
    ['params', example.params],
    ['querystring', example.query],
  ] as const;
  for (const [part, values] of parts) {
    const properties = (schema[part] as JsonSchema | undefined)?.properties;
    for (const [name, value] of Object.entries(values ?? {})) {
      const property = properties?.[name];
      if (property) property.examples = [exampleOf(value)];
    }
  }
  const body = schema.body as JsonSchema | undefined;
  if (body && example.body !== undefined) body.examples = [exampleOf(example.body)];
}

/** An upload's form: its fields as the body schema has them, and its file as binary. */
function multipartBody(endpoint: EndpointDefinition): Record<string, unknown> | undefined {
  if (!endpoint.upload || !endpoint.body) return undefined;
  const fields = z.toJSONSchema(endpoint.body, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const { field, description } = endpoint.upload;
  return {
    ...fields,
    properties: { ...fields.properties, [field]: { type: 'string', format: 'binary', description } },
    required: [...(fields.required ?? []), field],
  };
}

/** OpenAPI generated from the route schemas, served at /api/docs (JSON at /api/docs/json). */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Casekeeper API',
        description:
          'Case management for UK local authorities. Every answer is the envelope { statusCode, message, data }.',
        version,
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const upload = input.route.config?.endpoint && multipartBody(input.route.config.endpoint);
      if (upload) Object.assign(transformed.schema, { body: upload, consumes: ['multipart/form-data'] });
      addExample(transformed.schema as Record<string, unknown>, input.route.config?.endpoint?.example);
      return transformed;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    staticCSP: true,
    // Its own policy (hashes for its inline scripts), framed by nobody like every other page.
    transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
}
