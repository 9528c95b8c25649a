// Finds the Node packages the tests use where Debian installs them (node-markdown-it →
// /usr/share/nodejs/markdown-it, …), since there is no npm registry here and no node_modules.
// NODE_PATH directories are searched first, so another installation can be used instead.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

const DIRECTORIES = [
  ...(process.env.NODE_PATH ?? '').split(':').filter(Boolean),
  '/usr/share/nodejs',
  '/usr/lib/nodejs',
  '/usr/lib/x86_64-linux-gnu/nodejs',
  '/usr/lib/aarch64-linux-gnu/nodejs',
];

/**
 * `require`s a package from the Debian directories: `{ module }`, or `{ reason }` (for a test's
 * `skip`) naming the Debian package to install when it is not there.
 */
export function debianModule(name, debianPackage) {
  const dir = DIRECTORIES.find((d) => existsSync(join(d, name, 'package.json')));
  if (!dir) {
    return { reason: `${name} is not installed (apt-get install ${debianPackage}; scripts/setup.sh js does it)` };
  }
  return { module: require(join(dir, name)), path: join(dir, name) };
}
