import { settings } from '../../src/db/schema';
import { sandboxRenewals } from '../../src/jobs/billing';
import { insertPaidPlan } from '../setup/payments';
import { createTestApp, manualClock, type TestApp } from '../setup/test-app';
import { registerUser } from '../setup/users';
import { DAY_MS, jobs, LONG_TOKENS, pdfText, subscribePaid } from './flows';

describe('invoices: GET /invoices, /invoices/:id, /invoices/:id/pdf', () => {
  const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let stranger: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: LONG_TOKENS });
    const paid = await insertPaidPlan(t.db);
    const now = clock();
    await t.db.insert(settings).values([
      { key: 'product_name', value: 'Acme Social', created_at: now, updated_at: now },
      { key: 'support_email', value: 'billing@acme.test', created_at: now, updated_at: now },
    ]);
    owner = await registerUser(t.app, { full_name: 'Ines Owner' });
    stranger = await registerUser(t.app);
    await subscribePaid(t, owner.headers, paid.plan.id);
    // A month later the sandbox renews: a second invoice.
    clock.advance(31 * DAY_MS);
    await sandboxRenewals(jobs(t));
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/web/v1${url}`, headers });

  it('lists the own invoices newest first, paginated with the total', async () => {
    const all = await get('/invoices', owner.headers);
    expect(all.statusCode).toBe(200);
    const { invoices, meta } = all.json().data;
    expect(meta).toEqual({ total: 2, page: 1, per_page: 15, last_page: 1 });
    expect(invoices.map((i: { period_start: string }) => i.period_start.slice(0, 10))).toEqual(['2026-12-22', '2026-11-22']);
    expect(invoices[0]).toMatchObject({ description: 'Pro (Monthly)', kind: 'plan', amount: 4900, tax: 0, total: 4900, price_format: '$49.00', status: 'paid' });

    const second = await get('/invoices?page=2&per_page=1', owner.headers);
    expect(second.json().data.meta).toEqual({ total: 2, page: 2, per_page: 1, last_page: 2 });
    expect(second.json().data.invoices[0].id).toBe(invoices[1].id);

    expect((await get('/invoices?per_page=1000', owner.headers)).statusCode).toBe(422);
    expect((await get('/invoices', stranger.headers)).json().data).toEqual({ invoices: [], meta: { total: 0, page: 1, per_page: 15, last_page: 1 } });
  });

  it('shows one invoice with its line, seller and buyer; another user gets 404', async () => {
    const [latest] = (await get('/invoices', owner.headers)).json().data.invoices;
    const response = await get(`/invoices/${latest.id}`, owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.invoice).toMatchObject({
      number: latest.number,
      description: 'Pro (Monthly)',
      period_start: '2026-12-22T10:00:00.000Z',
      period_end: '2027-01-22T10:00:00.000Z',
      amount_format: '$49.00',
      tax_format: '$0.00',
      price_format: '$49.00',
      currency: 'USD',
      seller: { name: 'Acme Social', email: 'billing@acme.test' },
      buyer: { name: 'Ines Owner', email: owner.email },
    });
    const foreign = await get(`/invoices/${latest.id}`, stranger.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(latest.number);
    expect((await get('/invoices/999999', owner.headers)).statusCode).toBe(404);
  });

  it('downloads the invoice as a PDF showing its number; never another user’s', async () => {
    const [latest] = (await get('/invoices', owner.headers)).json().data.invoices;
    const response = await get(`/invoices/${latest.id}/pdf`, owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${latest.number}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(`Invoice ${latest.number}`);
    expect(text).toContain('Acme Social');
    expect(text).toContain('Ines Owner');
    expect(text).toContain('Total: $49.00 (USD)');

    expect((await get(`/invoices/${latest.id}/pdf`, stranger.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/web/v1/invoices/${latest.id}/pdf` })).statusCode).toBe(401);
    expect((await get('/invoices/abc/pdf', owner.headers)).statusCode).toBe(422);
  });
});
