import { createContext, useContext } from 'react';

/**
 * Set while the server draws a member's frame of a screen (registry `memberFrame`): the
 * screen is drawn as for a signed-in member whose own data has not arrived yet. Its own
 * value, not the session store's: on the server React reads a store's initial state, and
 * the server knows no member to put there.
 */
export const MemberFrame = createContext(false);

/** Whether this render is the server's member frame (always false in the browser). */
export const useMemberFrame = (): boolean => useContext(MemberFrame);
