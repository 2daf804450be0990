import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = typeof zodSerializer;

/**
 * Responses leave through a serializer compiled once per route from the contract's schema
 * (fast-json-stringify over the schema's JSON Schema): only declared fields leave, as with zod,
 * at a fraction of the cost of parsing every response with zod. A schema that JSON Schema cannot
 * express (a transform, a date object) keeps zod's serializer. With `check`, each response is
 * also validated against the contract first (the tests run so: a response that strays from its
 * contract fails there as it would with zod).
 */
export function compiledSerializer({ check }: { check: boolean }): SerializerCompiler {
  return (route) => {
    const schema = route.schema;
    if (schema instanceof z.ZodType) {
      let json: unknown;
      try {
        // A registry of its own: schemas with an id are inlined rather than referenced.
        json = z.toJSONSchema(schema, {
          io: 'output',
          unrepresentable: 'throw',
          metadata: z.registry(),
          target: 'draft-7',
        });
      } catch {
        return zodSerializer(route);
      }
      const stringify = fastJson(json as Parameters<typeof fastJson>[0]);
      if (!check) return (data) => stringify(data);
      const strict = zodSerializer(route);
      return (data) => {
        strict(data);
        return stringify(data);
      };
    }
    return zodSerializer(route);
  };
}
