// Section 5 of the interface document, written independently of any generated code:
// SHA1 of MD5 of the UPPERCASE concatenation of the listed fields followed by the password,
// hex digests at each step.
import { createHash } from 'node:crypto';

const hex = (algorithm: string, input: string) => createHash(algorithm).update(input, 'utf8').digest('hex');

export const signatureOf = (values: string[], password: string) => hex('sha1', hex('md5', (values.join('') + password).toUpperCase()));

// The value at a JSON Pointer (the form of x-hash fields) in a request body: the model's pointer helper.
export { at } from '../../packages/contract/index.mjs';
