// Connect / Reconnect: asks the API for the network's consent URL and leaves the app for it. The
// button stays busy until the browser has gone; a failure frees it (the client already reported a
// server error; a 422, e.g. the network switched off meanwhile, is shown here).
import { call, firstValidationMessage } from '@cadence/shared-lib';
import type { ConnectNetwork } from '@cadence/shared-lib/contract';
import { App } from 'antd';
import { useState } from 'react';
import { leaveApp } from './leave-app';
import { CONNECT_ENDPOINTS } from './networks';

export function useConnect(): { connecting: ConnectNetwork | null; connect(network: ConnectNetwork): Promise<void> } {
  const { message } = App.useApp();
  const [connecting, setConnecting] = useState<ConnectNetwork | null>(null);

  const connect = async (network: ConnectNetwork) => {
    setConnecting(network);
    try {
      const answer = await call(CONNECT_ENDPOINTS[network]);
      leaveApp(answer.data.url);
    } catch (error) {
      const problem = firstValidationMessage(error);
      if (problem) void message.error(problem);
      setConnecting(null);
    }
  };

  return { connecting, connect };
}
