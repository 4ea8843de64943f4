// A user's billing as the back office sees it, and the impersonation calls.
import { call, type CallResult } from '@cadence/shared-lib';

export type UserBilling = CallResult<'adminUserBilling'>['data'];
export type BillingSubscription = NonNullable<UserBilling['subscription']>;
export type ImpersonationLink = CallResult<'adminImpersonate'>['data'];
export type ImpersonationSession = CallResult<'impersonateLogin'>['data'];

export async function loadBilling(id: number): Promise<UserBilling> {
  return (await call('adminUserBilling', { params: { id } })).data;
}

export async function startImpersonation(id: number): Promise<ImpersonationLink> {
  return (await call('adminImpersonate', { params: { id } })).data;
}

export async function redeemImpersonationLink(hash: string): Promise<ImpersonationSession> {
  return (await call('impersonateLogin', { params: { hash } })).data;
}
