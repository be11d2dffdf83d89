// The hash algorithms an x-hash recipe may name, by the name it gives (section 5 of the source names one), shared
// by the signing runtime (runtime.js) and the callback helper (callbacks.js). Each takes the joined values and the
// password and returns { upper, md5, digest }: the upper-cased input, its MD5 hex and the signature.
import crypto from 'node:crypto';

// One-shot crypto.hash (Node 20.12+) where there is one: the same digest without a Hash object per step.
const hex = typeof crypto.hash === 'function'
  ? (algorithm, input) => crypto.hash(algorithm, input, 'hex')
  : (algorithm, input) => crypto.createHash(algorithm).update(input, 'utf8').digest('hex');

export const algorithms = {
  'sha1(md5(upper(fields+password)))': (joined, password) => {
    const upper = (joined + password).toUpperCase();
    const md5 = hex('md5', upper);
    return { upper, md5, digest: hex('sha1', md5) };
  },
};
