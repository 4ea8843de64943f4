// GET /plans/cancel, GET /invoices, GET /invoices/:id and the PDF download GET /invoices/:id/pdf.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AFTER_CANCEL_URL, API_PREFIX, endpoints, INVOICE_PDF_PATH, InvoiceParams } from '@cadence/shared-lib/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { messages, replyMessage, replyValidation } from '../../http/replies';
import { HttpMessages } from '../../plugins/http/messages';
import { UsersRepository } from '../users/repository';
import { UserPayloads } from '../users/presenter';
import { CancelService } from './cancel-service';
import { InvoicesService } from './invoices-service';
import { renderInvoicePdf } from './pdf';

export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const cancel = new CancelService(app.db, app.clock, app.payments);
  const invoices = new InvoicesService(app.db);
  const payloads = new UserPayloads(app.db, app.clock);
  const users = new UsersRepository(app.db);

  registerEndpoint(app, endpoints.cancelSubscription, async (_input, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    const result = await cancel.cancel(request.user.id);
    if (result.outcome === 'refused') return replyValidation(reply, 'subscription', result.message);
    const fresh = (await users.findById(request.user.id)) ?? request.user;
    return { data: { user: await payloads.present(fresh), url: AFTER_CANCEL_URL } };
  });

  registerEndpoint(app, endpoints.invoices, async ({ query }, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    return { data: await invoices.page(request.user.id, query.page, query.per_page) };
  });

  registerEndpoint(app, endpoints.invoice, async ({ params }, request, reply) => {
    if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
    const invoice = await invoices.show(request.user, params.id);
    if (!invoice) return replyMessage(reply, 404, HttpMessages.notFound);
    return { data: { invoice } };
  });

  // A file, not a JSON envelope: a plain authenticated route with the contract's params schema.
  app.withTypeProvider<ZodTypeProvider>().get(
    `${API_PREFIX}${INVOICE_PDF_PATH}`,
    { schema: { summary: 'The invoice as a PDF download (404 for anyone else’s)', tags: ['billing'], security: [{ bearerAuth: [] }], params: InvoiceParams }, preHandler: [app.authenticate] },
    async (request, reply) => {
      if (!request.user) return replyMessage(reply, 401, messages.unauthenticated);
      const invoice = await invoices.show(request.user, request.params.id);
      if (!invoice) return replyMessage(reply, 404, HttpMessages.notFound);
      const pdf = await renderInvoicePdf(invoice);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
