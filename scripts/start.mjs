// npm start (after npm run build): the three mocks, with their URLs.
import { startMocks } from './mock.mjs';

const mocks = await startMocks();
console.log('[start] mocks are up; Ctrl-C stops them');
const stop = async () => {
  await mocks.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
