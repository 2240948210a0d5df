/** `npm run build -w shell`, after Rspack: the service worker, the manifest and the icons. */
import { buildOfflineFiles } from './offlineFiles.ts';

await buildOfflineFiles();
