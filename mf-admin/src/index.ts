// This remote is loaded through remoteEntry.js; the entry only gives the bundler a start.
export {};
