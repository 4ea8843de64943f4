// Graph API error answers in Meta's envelope (platform-contracts §1.1) with the codes §1.2 lists.
import { randomBytes } from 'node:crypto';

export interface GraphAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface GraphErrorFields {
  message: string;
  code: number;
  subcode?: number;
  userTitle?: string;
  userMsg?: string;
  transient?: boolean;
}

export function graphError(status: number, e: GraphErrorFields, headers: Record<string, string> = {}): GraphAnswer {
  return {
    status,
    headers,
    body: {
      error: {
        message: e.message,
        type: 'OAuthException',
        code: e.code,
        ...(e.subcode === undefined ? {} : { error_subcode: e.subcode }),
        ...(e.userTitle === undefined ? {} : { error_user_title: e.userTitle }),
        ...(e.userMsg === undefined ? {} : { error_user_msg: e.userMsg }),
        ...(e.transient === undefined ? {} : { is_transient: e.transient }),
        fbtrace_id: randomBytes(8).toString('base64url'),
      },
    },
  };
}

export const errors = {
  noToken: () => graphError(400, { message: 'An active access token must be used to query information about the current user.', code: 2500 }),
  badToken: () => graphError(400, { message: 'Invalid OAuth access token - Cannot parse access token', code: 190 }),
  expired: () =>
    graphError(400, {
      message: `Error validating access token: Session has expired on ${new Date().toUTCString()}. The current time is ${new Date().toUTCString()}.`,
      code: 190,
      subcode: 463,
    }),
  revoked: () =>
    graphError(400, {
      message: 'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
      code: 190,
      subcode: 460,
    }),
  badProof: () => graphError(400, { message: 'Invalid appsecret_proof provided in the API argument', code: 100 }),
  notFound: (id: string) =>
    graphError(400, {
      message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      code: 100,
      subcode: 33,
    }),
  unsupportedPost: (id: string) =>
    graphError(400, {
      message: `Unsupported post request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      code: 100,
      subcode: 33,
    }),
  notAuthorized: () => graphError(403, { message: "(#200) The user hasn't authorized the application to perform this action", code: 200 }),
  noPermission: (permission: string) =>
    graphError(403, { message: `(#10) Application does not have permission for this action (${permission} was not granted)`, code: 10 }),
  param: (message: string, subcode?: number) => graphError(400, { message: `(#100) ${message}`, code: 100, subcode }),
  serverError: () => graphError(500, { message: 'An unexpected error has occurred. Please retry your request later.', code: 2, transient: true }),
  duplicate: () => graphError(400, { message: '(#506) Duplicate status message', code: 506, userTitle: 'Duplicate post', userMsg: 'This status update is identical to the last one you posted.' }),
  badImage: () => graphError(400, { message: '(#324) Missing or invalid image file', code: 324 }),
  badVideo: () => graphError(400, { message: '(#351) Problem with video file', code: 351 }),
  notReady: () =>
    graphError(400, {
      message: 'Media ID is not available',
      code: 9007,
      subcode: 2207027,
      userTitle: 'Media not ready for publishing',
      userMsg: 'The media is not ready for publishing, please wait for a moment',
    }),
  quotaReached: () =>
    graphError(400, {
      message: 'Application request limit reached',
      code: 9,
      subcode: 2207042,
      userTitle: 'Max requests limit reached',
      userMsg: 'You have reached the maximum number of posts that is allowed to be published in 24 hours.',
    }),
  alreadyPublished: () => graphError(400, { message: '(#100) This media has already been published', code: 100, subcode: 2207008 }),
};

/** Throttling answer: Page calls get code 32, Instagram calls 80002, both with the BUC header (minutes). */
export function rateLimited(objectId: string, instagram: boolean): GraphAnswer {
  const usage = {
    [objectId]: [
      {
        type: instagram ? 'instagram' : 'pages',
        call_count: 100,
        total_cputime: 40,
        total_time: 60,
        estimated_time_to_regain_access: 5,
      },
    ],
  };
  const headers = {
    'x-app-usage': JSON.stringify({ call_count: 12, total_time: 8, total_cputime: 6 }),
    'x-business-use-case-usage': JSON.stringify(usage),
  };
  return instagram
    ? graphError(400, { message: '(#80002) There have been too many calls to this Instagram account. Wait a bit and try again.', code: 80002 }, headers)
    : graphError(400, { message: '(#32) Page request limit reached', code: 32 }, headers);
}
