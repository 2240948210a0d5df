/** Messages between tabs on the `auth-sync` BroadcastChannel (spec 1, section 4 "Session"). */
export type AuthSyncMessage = { type: 'LOGOUT' } | { type: 'LOGIN'; userId: number };

export const AUTH_SYNC_CHANNEL = 'auth-sync';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_SYNC_CHANNEL);
}

export function postAuthSync(message: AuthSyncMessage): void {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage(message);
  channel.close();
}

export function onAuthSync(handler: (message: AuthSyncMessage) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<AuthSyncMessage>) => handler(event.data);
  return () => channel.close();
}
