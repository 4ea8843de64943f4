// The sandbox's hosted checkout: GET shows the card form (or the confirmation step), POST takes
// the card, POST …/confirm answers the 3-D-Secure-like step. The unguessable session id is the
// capability, as on a real provider's page: no Cadence session is needed (or sent) here.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Locale } from '@cadence/shared-lib/contract';
import type { SandboxSessionRow } from '../../../db/schema';
import { validateCard, type CardInput } from './card';
import { checkoutPage, confirmPage, messagePage } from './page';
import { SANDBOX_CHECKOUT_PATH, type SandboxProvider } from './provider';
import { outcomeFor } from './test-cards';

const Params = z.object({ sessionId: z.string().min(1).max(200) });
const text = z.string().max(100).catch('').default('');
const CardForm = z.object({ number: text, expiry: text, cvc: text, action: z.enum(['pay', 'cancel']).catch('pay').default('pay') });
const ConfirmForm = z.object({ action: z.enum(['approve', 'reject']).catch('reject').default('reject') });

const originOf = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

/** A stricter policy than the app's: no scripts at all, and forms may land on the return URLs' origins. */
function sendHtml(reply: FastifyReply, status: number, html: string, session?: SandboxSessionRow): FastifyReply {
  const returns = session ? [originOf(session.success_url), originOf(session.cancel_url)].filter(Boolean) : [];
  const formAction = ["'self'", ...new Set(returns)].join(' ');
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`)
    .type('text/html; charset=utf-8')
    .send(html);
}

const redirect = (reply: FastifyReply, url: string) => reply.code(303).header('cache-control', 'no-store').redirect(url, 303);

export function sandboxCheckoutRoutes(provider: SandboxProvider) {
  return async (app: FastifyInstance): Promise<void> => {
    /** The session if it can still be paid; otherwise the reply it got. */
    const load = async (id: string, reply: FastifyReply): Promise<SandboxSessionRow | FastifyReply> => {
      const session = await provider.findSession(id);
      if (!session || provider.isExpired(session)) return sendHtml(reply, 404, messagePage('en', 'notFound', undefined));
      if (session.status === 'complete') return sendHtml(reply, 200, messagePage(session.locale as Locale, 'completed', session.success_url), session);
      return session;
    };

    app.get(`${SANDBOX_CHECKOUT_PATH}/:sessionId`, { schema: { hide: true } }, async (request, reply) => {
      const { sessionId } = Params.parse(request.params);
      const session = await load(sessionId, reply);
      if (!('id' in session)) return session;
      return sendHtml(reply, 200, session.status === 'awaiting_confirmation' ? confirmPage(session) : checkoutPage(session), session);
    });

    app.post(`${SANDBOX_CHECKOUT_PATH}/:sessionId`, { schema: { hide: true } }, async (request, reply) => {
      const { sessionId } = Params.parse(request.params);
      const session = await load(sessionId, reply);
      if (!('id' in session)) return session;
      const form = CardForm.parse(request.body ?? {});
      if (form.action === 'cancel') return redirect(reply, session.cancel_url);
      const card: CardInput = { number: form.number, expiry: form.expiry, cvc: form.cvc };
      const errors = validateCard(card, app.clock());
      // The number is never echoed back in full: like a real provider, re-entry is required.
      const values = { ...card, number: errors.number ? card.number : '', cvc: '' };
      if (Object.keys(errors).length > 0) return sendHtml(reply, 422, checkoutPage(session, { values, errors }), session);
      switch (outcomeFor(card.number)) {
        case 'decline':
          await provider.decline(session);
          return sendHtml(reply, 402, checkoutPage(session, { values: { ...values, number: '' }, alert: 'declined' }), session);
        case 'confirm':
          await provider.setStatus(session.id, 'awaiting_confirmation');
          return redirect(reply, `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(session.id)}`);
        case 'success':
          await provider.complete(session, card.number);
          return redirect(reply, session.success_url);
      }
    });

    app.post(`${SANDBOX_CHECKOUT_PATH}/:sessionId/confirm`, { schema: { hide: true } }, async (request, reply) => {
      const { sessionId } = Params.parse(request.params);
      const session = await load(sessionId, reply);
      if (!('id' in session)) return session;
      if (session.status !== 'awaiting_confirmation') return redirect(reply, `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(session.id)}`);
      const { action } = ConfirmForm.parse(request.body ?? {});
      if (action === 'reject') {
        await provider.setStatus(session.id, 'open');
        return sendHtml(reply, 402, checkoutPage({ ...session, status: 'open' }, { alert: 'authFailed' }), session);
      }
      await provider.complete(session);
      return redirect(reply, session.success_url);
    });
  };
}
