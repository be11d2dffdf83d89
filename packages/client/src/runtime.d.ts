// Types of the client runtime (scripts/client-runtime/runtime.js). Copied verbatim into the package.
import type { Client, ClientOptions } from 'openapi-fetch';

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

/** An x-hash recipe: fields are JSON Pointers into the body, in hash order. */
export interface HashRecipe {
  algorithm: string;
  fields: string[];
  when?: Record<string, unknown>;
}

/** The facts of one signed element (operation body or action branch), from the contract. */
export interface ElementFacts {
  value?: string;
  title?: string;
  keyField: string | null;
  signed: boolean;
  hashRequired: boolean;
  recipe: HashRecipe | null;
  gap: string | null;
  /** The name of its request validator in ./validators/<document>.js (null on a oneOf body validated by branch). */
  validator: string | null;
}

export interface OperationFacts {
  label: string;
  operationId: string | null;
  method: string;
  path: string;
  contentType: string | null;
  parameters: Array<{ in: string; name: string; required: boolean }>;
  body: (ElementFacts & { required: boolean; discriminator: string | null; branches: Record<string, ElementFacts> | null }) | null;
}

export interface DocumentFacts {
  name: string;
  title: string;
  factory: { name: string; keyOption: string; keyField: string };
  operations: Record<string, OperationFacts>;
}

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
export declare function createSigningClient<Paths extends {}>(
  document: DocumentFacts,
  options: ClientOptions & { baseUrl: string; key: string; password: string },
  validators: Record<string, RequestValidator>,
): Client<Paths>;

// Body types with what the client fills made optional. Key remapping keeps known members beside index signatures.
export type OmitKeys<T, K extends PropertyKey> = { [P in keyof T as P extends K ? never : P]: T[P] };
/** T with the members K optional (distributes over unions). */
export type Fill<T, K extends PropertyKey> = T extends unknown ? OmitKeys<T, K> & { [P in Extract<K, keyof T>]?: T[P] } : never;
/** T with member K narrowed to V (distributes over unions). */
export type Narrow<T, K extends PropertyKey, V> = T extends unknown ? OmitKeys<T, K> & { [P in Extract<K, keyof T>]: Extract<T[P], V> } : never;
/** Replace members of T by those of R. */
export type Replace<T, R> = OmitKeys<T, keyof R> & R;
/** Options every client takes besides its key and password (openapi-fetch's). */
export type ClientExtras = Omit<ClientOptions, 'baseUrl'>;
