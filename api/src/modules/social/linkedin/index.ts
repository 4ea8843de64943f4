// LinkedIn: OAuth and account discovery (member + administered organizations), and publishing.
export { createLinkedInOAuth } from './oauth';
export { createLinkedInPublisher } from './publisher';
export { classifyLinkedInResponse, classifyLinkedInTransport } from './classify';
export { escapeLittleText } from './little-text';
