/**
 * `@dis/shared/request`: the one HTTP client (fetch), the envelope normaliser and the error events.
 * Public pages load it only when they send something.
 */
export * from './normalize';
export * from './events';
export * from './client';
export * from './upload';
export * from './download';
export * from './avatar';
export * from './config';
