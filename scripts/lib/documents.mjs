// The three documents of the contract, one per host of the interface document.
// Ports are the local mock's, each overridable by its environment variable.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const documents = [
  { name: 'checkout', title: 'Checkout', portEnv: 'CHECKOUT_PORT', defaultPort: 4010 },
  { name: 's2s-card', title: 'S2S CARD', portEnv: 'S2S_CARD_PORT', defaultPort: 4011 },
  { name: 's2s-apm', title: 'S2S APM', portEnv: 'S2S_APM_PORT', defaultPort: 4012 },
].map((d) => ({
  ...d,
  source: path.join(root, 'spec', `${d.name}.yaml`),
  bundled: path.join(root, 'generated', 'openapi', `${d.name}.json`),
  port: Number(process.env[d.portEnv] ?? d.defaultPort),
}));

export const rel = (file) => path.relative(root, file);
