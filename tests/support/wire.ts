// Wire strings for the S2S form hosts: raw application/x-www-form-urlencoded bodies written from the
// source's tables, sent both to a validator of the bundled request schema and to the running mock.
import { mockUrls } from './mock.ts';
import { model, validatorFor } from './spec.ts';

export const pairs = (wire: string) => (wire === '' ? [] : wire.split('&'));
export const keyOf = (pair: string) => decodeURIComponent(pair.split('=')[0]);
/** The wire string without the member `key`. */
export const without = (wire: string, key: string) => pairs(wire).filter((p) => keyOf(p) !== key).join('&');
/** The wire string with the member `key` set to the raw (already encoded) `value`. */
export const withValue = (wire: string, key: string, value: string) =>
  pairs(wire).some((p) => keyOf(p) === key)
    ? pairs(wire).map((p) => (keyOf(p) === key ? `${p.split('=')[0]}=${value}` : p)).join('&')
    : `${wire}&${key}=${value}`;
export const decode = (wire: string) => Object.fromEntries(new URLSearchParams(wire));

export type WireCase = { label: string; wire: string; status: number; error?: string };

/** Validators, a sender and the common check of one S2S host's `POST /post`. */
export function wireHost(name: 's2s-card' | 's2s-apm') {
  const { doc, compile } = validatorFor(name);
  // The host's form operation, its 200 answer and the error body, as the model locates them.
  const post = model.host(name).operation('post', '/post');
  const validateRequest = compile(post.requestBody.schemaPointer);
  const validateOk = compile(post.response(200).schemaPointer);
  const validateError = compile('/components/schemas/ErrorBody');

  async function send(wire: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${(await mockUrls())[name]}/post`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: wire,
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as any) : undefined, violations: response.headers.get('sl-violations') };
  }

  // The check of one wire case against the mock is tests/mock/gateway-answers.ts's gatewayWireCase.
  return { doc, compile, validateRequest, validateOk, validateError, send };
}
