// x-gap is one line of text saying what the source leaves unknown.
export default function xGap(value) {
  if (typeof value !== 'string' || value.trim() === '') return [{ message: 'x-gap must say, in one line, what the source leaves unknown' }];
  if (value.includes('\n')) return [{ message: 'x-gap must be one line' }];
  return [];
}
