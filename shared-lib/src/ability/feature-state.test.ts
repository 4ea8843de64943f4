import { makeUser } from '../testing/make-user';
import { featureStateFor } from './feature-state';

describe('featureStateFor', () => {
  it('allows a feature in access and not switched off', () => {
    const user = makeUser({ access: ['elements'], features: [{ key: 'elements', in_plan: true, is_active: true }] });
    expect(featureStateFor(user, 'elements')).toBe('allowed');
  });

  it('locks a feature the plan lacks (an upgrade would bring it)', () => {
    expect(featureStateFor(makeUser({ access: [] }), 'elements')).toBe('locked');
    expect(featureStateFor(null, 'elements')).toBe('locked');
  });

  it('blocks a feature the user list marks inactive, even when in access', () => {
    const user = makeUser({ access: ['elements'], features: [{ key: 'elements', in_plan: true, is_active: false }] });
    expect(featureStateFor(user, 'elements')).toBe('blocked');
  });

  it('allows anything without a gate', () => {
    expect(featureStateFor(makeUser({ access: [] }))).toBe('allowed');
  });
});
