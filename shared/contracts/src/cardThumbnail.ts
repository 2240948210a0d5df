/**
 * The square box a post's picture fills in a list card (CSS px), and the screen densities
 * its thumbnails are made for: 88, 176 and 264 px wide. A plain constant, like limits.ts.
 */
export const CARD_THUMBNAIL = { box: 88, densities: [1, 2, 3] } as const;
