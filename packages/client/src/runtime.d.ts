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

/** Why explainHash cannot explain a body. */
export type ExplainRefusalCode =
  /** No path was given and the body fits more than one operation (see `candidates`). */
  | 'AMBIGUOUS_OPERATION'
  /** No path was given and the body fits no operation (see `candidates`). */
  | 'NO_OPERATION'
  /** A value the recipe hashes is not a string (a JSON number has no one text: send the exact string). */
  | 'HASH_FIELD';

/** explainHash cannot explain a body; the message says why. */
export declare class ExplainRefusal extends Error {
  readonly name: 'ExplainRefusal';
  readonly code: ExplainRefusalCode;
  /** The operation (and action), or the document and method when no operation was chosen. */
  readonly element: string;
  /** AMBIGUOUS_OPERATION, NO_OPERATION: the paths to choose from. */
  readonly candidates?: string[];
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
  /** The path and method of that operation (explainHash). */
  path?: string;
  method?: string;
  /** Where no path was given: why this operation (explainHash). */
  inferred?: string;
  /** The recipe, or null where the contract gives none. */
  recipe: HashRecipe | null;
  /** Where there is no recipe: the contract's x-gap text saying so. */
  gap?: string;
  /** The recipe's fields in hash order, with the values found in the body. */
  fields?: Array<{ pointer: string; value: unknown }>;
  /** Fields missing (each one alone explains 'Hash is not valid'; a field that is not a string is refused: ExplainRefusal HASH_FIELD). */
  problems?: string[];
  /** UPPERCASE(fields) followed by `<password>` (PASSWORD_MASK) where the password goes: neither it nor its length is shown. */
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
/** What stands for the password in an explained hash input (`<password>`): a fixed text, so that not even its length shows. */
export declare const PASSWORD_MASK: '<password>';
export declare function valueAt(body: unknown, pointer: string): unknown;
/** Flat form serialization: the members in `order` first (the contract's), then the others as given. */
export declare function toForm(body: Record<string, unknown>, order?: readonly string[]): string;
export declare function explain(operation: OperationFacts, body: Record<string, unknown>, password: string): HashExplanation;
/** Why a value that is not a string cannot enter a hash (the exact string sent is hashed). */
export declare function notTheStringSent(pointer: string, value: unknown): string;
/** The operation of a document a body is for (the only one with a body, the one whose schema takes it, or whose recipe applies); refuses with ExplainRefusal. */
export declare function operationFor(
  document: DocumentFacts,
  body: unknown,
  options?: { method?: string; validators?: Record<string, unknown> },
): { operation: OperationFacts; reason: string };
/** Schema errors as readable lines: the instance path (or `(body)`) and what is wrong, then the note for that path, if any. */
export declare function describeErrors(errors: SchemaError[] | null | undefined, notes?: Map<string, string>): string[];
/** The body serializer of a body the client has serialized already (forms). */
export declare const preSerialized: (body: string) => string;
export declare function createSigningClient<Paths extends {}>(
  document: DocumentFacts,
  options: ClientOptions & { baseUrl: string; password: string } & Record<string, unknown>,
  validators: Record<string, unknown>,
): Client<Paths>;
