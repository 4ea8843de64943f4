// Meta's clients (Facebook Login, Facebook Pages, Instagram), imported by ../registry.ts.
export { createMetaOAuth } from './oauth';
export { createFacebookPublisher } from './facebook-publisher';
export { createInstagramPublisher } from './instagram-publisher';
