import { INITIAL_FILTERS, toQuery } from './filters';

describe('toQuery', () => {
  it('sends only the page and its size when no filter is set', () => {
    expect(toQuery(INITIAL_FILTERS)).toEqual({ page: 1, per_page: 10 });
    expect(toQuery({ ...INITIAL_FILTERS, q: '   ' })).toEqual({ page: 1, per_page: 10 });
  });

  it("sends the trimmed search, the role and each yes/no filter as the contract's 'true' / 'false'", () => {
    expect(
      toQuery({ q: ' nadia ', role: 'staff', verified: 'yes', approved: 'no', suspended: 'yes', page: 3, perPage: 20 }),
    ).toEqual({ q: 'nadia', role: 'staff', verified: 'true', approved: 'false', suspended: 'true', page: 3, per_page: 20 });
    expect(toQuery({ ...INITIAL_FILTERS, suspended: 'no' })).toEqual({ suspended: 'false', page: 1, per_page: 10 });
  });
});
