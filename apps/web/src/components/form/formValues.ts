import type { z } from 'zod';

/** The body a schema takes and makes, one member per schema when given several (create | update). */
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;
type KeysOf<U> = U extends unknown ? keyof U : never;
type ValueAt<U, K extends PropertyKey> = U extends unknown ? (K extends keyof U ? U[K] : never) : never;
type OptionalKeysOf<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];
/** The fields some body may go without: optional in it, or not in it at all. */
type LeftOut<U, All extends PropertyKey> = U extends unknown ? OptionalKeysOf<U> | Exclude<All, keyof U> : never;
/** The fields every body carries (a field with a default is carried: the schema fills it in). */
type Carried<S> = Exclude<KeysOf<OutputOf<S>>, LeftOut<OutputOf<S>, KeysOf<OutputOf<S>>>>;

/**
 * A field while the form is filled in: what it takes as text (a name, a decimal, a date, one of a
 * list of names) is held as the text typed or picked, which the schema checks; a number (a choice
 * by id, a count) may be empty (null) until it is given; anything else as the body has it.
 */
type Filling<T, D = Exclude<T, undefined>> = [Extract<D, string>] extends [never]
  ? [Extract<D, number>] extends [never]
    ? D
    : D | null
  : string | Extract<D, null>;
type Flat<T> = { [K in keyof T]: T[K] };

/**
 * What a record form holds for the body schema it sends, derived from the schema (docs/style.md: never
 * a second description of the body): each field held as it is filled in (text as text, a choice
 * by id empty until made); present when every body carries it, optional when a body may go
 * without it (a new record's id and version, for one form of `typeof createBody | typeof
 * updateBody`; a field whose absence means "unchanged"). `Own` replaces the fields the form holds
 * its own way (a grid's draft lines with their keys).
 */
export type FormValues<S extends z.ZodType, Own extends object = object> = Flat<
  Omit<
    { [K in Carried<S>]: Filling<ValueAt<InputOf<S>, K>> } & {
      [K in Exclude<KeysOf<InputOf<S>>, Carried<S>>]?: Filling<ValueAt<InputOf<S>, K>>;
    },
    keyof Own
  > &
    Own
>;
