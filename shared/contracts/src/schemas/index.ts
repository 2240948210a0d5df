/**
 * Every schema by its name. The route table names its schemas (`body: 'FeedIdRequest'`)
 * and imports this module for types only, so an app that imports the table bundles no
 * schema builder; the API resolves the names against it.
 */
export * from '@kfeed/contracts/schemas/primitives';
export * from '@kfeed/contracts/schemas/auth';
export * from '@kfeed/contracts/schemas/comment';
export * from '@kfeed/contracts/schemas/common';
export * from '@kfeed/contracts/schemas/dev';
export * from '@kfeed/contracts/schemas/feed';
export * from '@kfeed/contracts/schemas/language';
export * from '@kfeed/contracts/schemas/translation';
export * from '@kfeed/contracts/schemas/user';
export * from '@kfeed/contracts/schemas/notification';
export * from '@kfeed/contracts/schemas/moderation';
export * from '@kfeed/contracts/schemas/push';
