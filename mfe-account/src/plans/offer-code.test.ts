import { visiblePlans } from './offer-code';

const plans = [
  { id: 1, offer_code: null },
  { id: 2, offer_code: 'BF2026' },
  { id: 3, offer_code: '' },
];
const ids = (list: Array<{ id: number }>) => list.map((p) => p.id);

describe('visiblePlans', () => {
  it('hides plans whose offer code differs from the kept one', () => {
    expect(ids(visiblePlans(plans, null))).toEqual([1, 3]);
    expect(ids(visiblePlans(plans, 'BF2026'))).toEqual([2]);
  });

  it('falls back to the regular plans when the kept code matches no plan any more', () => {
    expect(ids(visiblePlans(plans, 'SUMMER2025'))).toEqual([1, 3]);
  });
});
