import { Type, type SchemaOptions } from '@sinclair/typebox';

/**
 * A string that must be one of `values`, as a JSON-schema `enum` (a refusal then names the
 * allowed values: "category必须是以下值之一：1, 2, 3").
 */
export const StringEnum = <const T extends readonly string[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });

/**
 * An integer or null as one JSON-schema type list (not a union): a union would let the
 * validator's type coercion turn an out-of-range `0` into `null` instead of refusing it.
 */
export const NullableInteger = (options: { minimum?: number; maximum?: number; description?: string } = {}) =>
  Type.Unsafe<number | null>({ ...options, type: ['integer', 'null'] });
