// The ordered services calls (the admin side of service add-on orders), through shared-lib's client.
import { call, type CallResult } from '@cadence/shared-lib';
import { toServicesQuery, type ServiceFilters } from './workflow';

export type ServicesPage = CallResult<'adminServices'>['data'];
export type ServiceOrder = ServicesPage['services'][number];
export type ServiceStatus = ServiceOrder['service_status'];

export async function listServices(filters: ServiceFilters): Promise<ServicesPage> {
  return (await call('adminServices', { query: toServicesQuery(filters) })).data;
}

export async function changeServiceStatus(id: number, status: ServiceStatus): Promise<ServiceOrder> {
  return (await call('adminUpdateService', { params: { id }, body: { service_status: status } })).data.service;
}

export async function saveCustomerNote(id: number, note: string): Promise<ServiceOrder> {
  const trimmed = note.trim();
  return (await call('adminUpdateService', { params: { id }, body: { customer_note: trimmed || null } })).data.service;
}
