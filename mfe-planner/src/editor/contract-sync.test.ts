import {
  endpoints,
  NETWORKS as CONTRACT_NETWORKS,
  NETWORK_LIMITS as CONTRACT_LIMITS,
  POST_IMAGES_MAX as CONTRACT_IMAGES_MAX,
  POST_MEDIA_ACCEPT,
  POST_MEDIA_FIELD,
  networkTextLength,
} from '@cadence/shared-lib/contract';
import { MEDIA_FIELD, MEDIA_UPLOAD_PATH } from './editor-api';
import { MEDIA_ACCEPT } from './media/media-rules';
import { NETWORK_LIMITS, NETWORKS, POST_IMAGES_MAX, textFor, textLength } from './networks';

it('uses the contract’s networks, limits and way of counting', () => {
  expect(NETWORKS).toEqual(CONTRACT_NETWORKS);
  expect(NETWORK_LIMITS).toEqual(CONTRACT_LIMITS);
  expect(POST_IMAGES_MAX).toBe(CONTRACT_IMAGES_MAX);
  for (const text of ['', 'plain', 'emoji 👍🏽 and ü', '日本語']) expect(textLength(text)).toBe(networkTextLength(text));
});

it('gives each network its variant, or the caption when the variant is empty', () => {
  expect(textFor('caption', { twitter: 'short' }, 'twitter')).toBe('short');
  expect(textFor('caption', { twitter: '' }, 'twitter')).toBe('caption');
  expect(textFor('caption', {}, 'facebook')).toBe('caption');
});

it('uploads where and as the contract says', () => {
  expect(MEDIA_UPLOAD_PATH).toBe(endpoints.uploadPostMedia.path);
  expect(endpoints.uploadPostMedia.method).toBe('POST');
  expect(MEDIA_FIELD).toBe(POST_MEDIA_FIELD);
  expect(MEDIA_ACCEPT).toBe(POST_MEDIA_ACCEPT);
});
