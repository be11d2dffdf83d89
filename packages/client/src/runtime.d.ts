// Types of the client runtime (runtime.js).
import type { Client, ClientOptions } from 'openapi-fetch';
import type { DocumentFacts, HashRecipe, OperationFacts } from '../../../generated/client/contract.js';

/** Why a call was refused before it was sent. */
export type RefusalCode =
  | 'UNKNOWN_OPERATION'
  | 'UNKNOWN_BRANCH'
  | 'MISSING_PARAMETER'
  | 'MISSING_BODY'
  | 'HASH_REQUIRED'
  | 'HASH_FIELD'
  | 'HASH_MISMATCH'
  | 'NOT_FLAT'
  | 'INVALID_BODY';

/** A call refused before anything was sent; the message says why. */
export declare class ContractRefusal extends Error {
  readonly name: 'ContractRefusal';
  readonly code: RefusalCode;
  /** The operation (and action) refused, such as `POST /post (postS2sCard) action=CREATE_SCHEDULE`. */
  readonly element: string;
  /** INVALID_BODY only: the schema errors of the complete body (key and hash filled), as ajv reports them. */
  readonly errors?: SchemaError[];
}

/** One error of a standalone request validator (ajv's). */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A standalone request validator (ajv standalone code compiled at build time): leaves its errors on itself. */
export type RequestValidator = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };

export interface HashExplanation {
  /** The operation (and action) whose recipe applies. */
  element: string;
  /** The recipe, or null where the contract gives none. */
  recipe: HashRecipe | null;
  /** Where there is no recipe: the contract's x-gap text saying so. */
  gap?: string;
  /** The recipe's fields in hash order, with the values found in the body. */
  fields?: Array<{ pointer: string; value: unknown }>;
  /** Fields missing or not strings (each one alone explains 'Hash is not valid'). */
  problems?: string[];
  /** UPPERCASE(fields + password), password masked by asterisks. */
  input?: string;
  /** md5 hex of the input. */
  md5?: string;
  /** sha1 hex of the md5 hex: the hash. */
  sha1?: string;
  /** The hash the body carries, if any, and whether it equals sha1. */
  sent?: string;
  matches?: boolean;
}

export declare const supportedAlgorithms: string[];
export declare function valueAt(body: unknown, pointer: string): unknown;
export declare function toForm(body: Record<string, unknown>): string;
export declare function explain(operation: OperationFacts, body: Record<string, unknown>, password: string): HashExplanation;
/** Schema errors as readable lines: the instance path (or `(body)`) and what is wrong. */
export declare function describeErrors(errors: SchemaError[] | null | undefined): string[];
/** The body serializer of a body the client has serialized already (forms). */
export declare const preSerialized: (body: string) => string;
export declare function createSigningClient<Paths extends {}>(
  document: DocumentFacts,
  options: ClientOptions & { baseUrl: string; password: string } & Record<string, unknown>,
  validators: Record<string, unknown>,
): Client<Paths>;
