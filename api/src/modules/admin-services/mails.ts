// The email a customer gets when staff move their ordered service along or leave them a note.
import type { ServiceStatus } from '@cadence/shared-lib/contract';
import type { MailMessage } from '../../plugins/http/mailer';

const STATUS_TEXT: Record<ServiceStatus, string> = {
  pending: 'is waiting to be started',
  in_progress: 'is now in progress',
  delivered: 'has been delivered',
  cancelled: 'has been cancelled',
};

export function serviceUpdateMail(
  customer: { email: string; full_name: string },
  service: { id: number; name: string; status: ServiceStatus; note: string | null; statusChanged: boolean },
  url: string,
): MailMessage {
  const headline = service.statusChanged
    ? `Your order #${service.id} (${service.name}) ${STATUS_TEXT[service.status]}.`
    : `There is a new note about your order #${service.id} (${service.name}).`;
  const note = service.note ? `\n\nNote from our team:\n${service.note}` : '';
  return {
    to: customer.email,
    subject: service.statusChanged ? `Your order #${service.id} ${STATUS_TEXT[service.status]}` : `An update on your order #${service.id}`,
    text: `Hello ${customer.full_name},\n\n${headline}${note}\n\nFollow your orders here:\n\n${url}\n`,
  };
}
