// Types of the hash algorithms (algorithms.js).
/** The algorithms an x-hash recipe may name, by that name: (joined values, password) => the upper-cased input, its MD5 hex and the signature. */
export declare const algorithms: Record<string, (joined: string, password: string) => { upper: string; md5: string; digest: string }>;
