import { createContext, useContext } from 'react';
import type { z } from 'zod';

/** The zod schema the surrounding form validates with: fields read their required marks from it. */
export const FormSchemaContext = createContext<z.ZodType | undefined>(undefined);

const EMPTY_VALUES = [undefined, null, ''];
const cache = new WeakMap<z.ZodType, Map<string, boolean>>();

/**
 * Whether the schema refuses every empty value (undefined, null, '') for a top-level field: then
 * the field is required. Defaults and optionals are not. Asking the schema itself keeps the marks
 * true to what the server enforces, whatever the zod construct.
 */
export function isRequiredField(schema: z.ZodType | undefined, name: string): boolean {
  if (!schema || name.includes('.')) return false;
  let known = cache.get(schema);
  if (!known) {
    known = new Map();
    cache.set(schema, known);
  }
  const cached = known.get(name);
  if (cached !== undefined) return cached;
  const field = (schema as { shape?: Record<string, z.ZodType> }).shape?.[name];
  const required = Boolean(field) && EMPTY_VALUES.every((empty) => !field?.safeParse(empty).success);
  known.set(name, required);
  return required;
}

/** The required mark of a field: as the form's schema says, unless the field states it. */
export function useRequired(name: string, stated: boolean | undefined): boolean {
  const schema = useContext(FormSchemaContext);
  return stated ?? isRequiredField(schema, name);
}
