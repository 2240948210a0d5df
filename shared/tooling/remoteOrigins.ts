/**
 * Prints the remote origins of an environment's remotes.json, space-separated: the value
 * of KFEED_REMOTE_ORIGINS for the nginx configs' Content-Security-Policy.
 * Usage: node --import tsx shared/tooling/remoteOrigins.ts <local|staging|production>
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './apps.ts';
import { remoteOrigins } from '@kfeed/contracts/delivery';

const environment = process.argv[2] ?? 'local';
const file = path.join(REPO_ROOT, 'shell', 'environments', `${environment}.json`);
const remotes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
console.log(remoteOrigins(remotes).join(' '));
