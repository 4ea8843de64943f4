// The admin users calls of the contract, through shared-lib's one client. The page only talks to these.
import { call, type CallResult, type Role } from '@cadence/shared-lib';
import { toQuery, type UserFilters } from './filters';

export type UsersPage = CallResult<'adminUsers'>['data'];
export type AdminUserRow = UsersPage['users'][number];

export interface NewStaff {
  full_name: string;
  email: string;
  phone?: string;
  password: string;
}

export async function listUsers(filters: UserFilters): Promise<UsersPage> {
  const answer = await call('adminUsers', { query: toQuery(filters) });
  return answer.data;
}

export async function approveUser(id: number): Promise<AdminUserRow> {
  return (await call('adminApproveUser', { params: { id } })).data.user;
}

export async function suspendUser(id: number): Promise<AdminUserRow> {
  return (await call('adminSuspendUser', { params: { id } })).data.user;
}

export async function restoreUser(id: number): Promise<AdminUserRow> {
  return (await call('adminRestoreUser', { params: { id } })).data.user;
}

export async function changeRole(id: number, role: Role): Promise<AdminUserRow> {
  return (await call('adminChangeRole', { params: { id }, body: { role } })).data.user;
}

export async function createStaff(staff: NewStaff): Promise<AdminUserRow> {
  return (await call('adminCreateStaff', { body: staff })).data.user;
}
