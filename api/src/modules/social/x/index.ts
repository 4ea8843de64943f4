// X: OAuth 2.0 with PKCE and account discovery, and publishing.
export { createXOAuth } from './oauth';
export { createXPublisher } from './publisher';
export { classifyXResponse, classifyXTokenResponse, classifyXTransport } from './classify';
